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

/// White Ka1 Pa2 Pb2 Sg5, Black Kh8 Rg8 Pg7 Ph7 Qe3. White mates at once
/// by 1.Sg5-f7 # (a knight's check, h8's flights g8 g7 h7 its own men,
/// nothing takes on f7). In a helpreflexmate White may never be able to
/// mate: bound to play 1.Sf7 #, it has no solution in `hr#1` or
/// `ser-r#1`, although after e.g. 1.Sg5-e4 Black would mate by
/// 1...Qe3-c1 # (b1 covered, a2 b2 White's own, nothing reaches c1 or b1).
#[test]
fn a_helpreflexmate_fails_where_white_can_mate_at_once() {
    let men = "pieces white ka1 pa2 pb2 sg5 black kh8 rg8 pg7 ph7 qe3";
    let direct = solution_lines(&solve_text(&format!("begin\nstipulation #1\n{men}\nend\n")));
    assert!(direct.iter().any(|l| l.trim() == "1.Sg5-f7 # !"), "{direct:?}");
    for stip in ["hr#1", "ser-r#1"] {
        let lines = solution_lines(&solve_text(&format!("begin\nstipulation {stip}\n{men}\nend\n")));
        assert!(lines.is_empty(), "{stip}: {lines:?}");
    }
}
