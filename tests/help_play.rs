//! Help play on positions small enough to work out by hand; the reasoning
//! is in the comment above each expectation.

use mansuba::input::parse;
use mansuba::problem::{Search, validate};
use mansuba::solve::{solution_lines, solve};

/// The output by the plain search and by intelligent mode, which must
/// agree.
fn solve_text(src: &str) -> String {
    let parsed = parse(src);
    assert!(parsed[0].errors.is_empty(), "{:?}", parsed[0].errors);
    let mut problem = validate(&parsed[0].spec).unwrap();
    problem.search = Search::Plain;
    let plain = solve(&problem).unwrap().stdout;
    problem.search = Search::Auto;
    assert_eq!(solve(&problem).unwrap().stdout, plain);
    plain
}

/// White Ka5 Sc5 Se4, Black Ka8 Rb8 Bc8 Ra7 Bb7 Pa6 Pc7 Pd7, h=2. After
/// 1.c7-c6 Se4-d6 Black is stalemated in one move: the king, rooks and
/// bishops stand on each other's squares (a8 b8 c8 a7 b7, with a6 and c6
/// closing the bishops' diagonals), a6 is blocked by the king on a5, c6 by
/// the knight on c5, d7 by the knight on d6, no pawn has a capture (b5,
/// d5, e6 empty), and neither knight nor the king attacks a8. In help play
/// a shorter solution is one too, so it must be printed. The plain
/// search's stalemate counts once dropped it: they judged the moves Black
/// would still have to make after it (a bug found in review, session 14).
#[test]
fn a_short_help_stalemate_is_not_dropped_by_the_counts() {
    let src = "begin\nstipulation h=2\npieces white ka5 sc5 se4\n\
               black ka8 rb8 bc8 ra7 bb7 pc7 pd7 pa6\nend\n";
    let lines = solution_lines(&solve_text(src));
    assert!(lines.iter().any(|l| l.trim() == "1.c7-c6 Se4-d6 ="), "{lines:?}");
}
