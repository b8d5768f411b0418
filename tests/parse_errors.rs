//! Problem-language errors as data: input text, the words the error must
//! contain, and where it must point (line, column). Every case must fail
//! with a message, never a panic, and never pass silently.

use mansuba::input::{Diagnostic, parse};
use mansuba::problem::validate;

/// All errors of an input: parse errors, or else validation errors.
fn errors(src: &str) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for p in parse(src) {
        if p.errors.is_empty() {
            if let Err(e) = validate(&p.spec) {
                out.extend(e);
            }
        } else {
            out.extend(p.errors);
        }
    }
    out
}

/// Wraps the body of one English problem.
fn problem(body: &str) -> String {
    format!("begin\n{body}\nend\n")
}

/// Input, words of the expected error, and its line and column.
type Case = (String, &'static str, Option<(usize, usize)>);

const K: &str = "pieces white ke1 black ke8";

#[track_caller]
fn check(src: &str, words: &str, at: Option<(usize, usize)>) {
    let errs = errors(src);
    let hit = errs.iter().find(|e| e.message.contains(words));
    let Some(e) = hit else {
        panic!(
            "{src:?}: no error containing `{words}`; got {:?}",
            errs.iter().map(|e| &e.message).collect::<Vec<_>>()
        )
    };
    if let Some((line, column)) = at {
        assert_eq!((e.span.line, e.span.column), (line, column), "{src:?}: {}", e.message);
    }
}

#[test]
fn malformed_inputs() {
    let cases: Vec<Case> = vec![
        (String::new(), "the input holds no problem", None),
        ("  \n\n\t".into(), "the input holds no problem", None),
        ("begin".into(), "the input ends before the problem does", None),
        (
            "begin\npieces white ka1 black ka8\nstip #2\n".into(),
            "the input ends before the problem does",
            None,
        ),
        ("hello world".into(), "`hello` does not begin a problem", Some((1, 1))),
        (
            problem("pieces white kz9 black ka1\nstip #2"),
            "square z9 is not on the board",
            Some((2, 14)),
        ),
        (
            problem("pieces white ki9 black ka1\nstip #2"),
            "square i9 is not on the board",
            Some((2, 14)),
        ),
        (
            problem("pieces white xxa1 black ka1\nstip #2"),
            "unknown piece `xx`",
            Some((2, 14)),
        ),
        (
            problem("pieces white ka1 qa1 black kh8\nstip #2"),
            "two pieces on a1",
            Some((2, 18)),
        ),
        (
            problem("pieces white ke1 black ke1\nstip #2"),
            "two pieces on e1",
            Some((2, 24)),
        ),
        (
            problem("pieces white ka1 kb1 black kh8\nstip #2"),
            "White has 2 kings",
            None,
        ),
        (problem(K), "no stipulation", None),
        (problem(&format!("{K}\nstip #0")), "at least one move", Some((3, 6))),
        (
            problem(&format!("{K}\nstip #99999999999")),
            "at most 999 moves",
            Some((3, 6)),
        ),
        (problem(&format!("{K}\nstip #2.5")), "belongs to help play", None),
        (
            problem(&format!("{K}\nstip ser-semi-r#2")),
            "not supported: stipulation ser-semi-r#2",
            Some((3, 6)),
        ),
        (
            problem(&format!("{K}\nstip zk93")),
            "the target square k9 of stipulation zk93 is not on the board",
            Some((3, 6)),
        ),
        (problem(&format!("{K}\nstip s##!2")), "not supported: stipulation", None),
        (problem(&format!("{K}\nstip h#")), "expected a stipulation", None),
        (problem(&format!("{K}\nstip #2x")), "expected a stipulation", None),
        (
            problem(&format!("{K}\nstip #2\nfoo")),
            "unknown command `foo`",
            Some((4, 1)),
        ),
        (problem(&format!("{K}\nstip #2\ns x")), "`s` is ambiguous", Some((4, 1))),
        (
            problem(&format!("{K}\nstip #2\ncond exclusivechess")),
            "not supported: condition ExclusiveChess",
            Some((4, 6)),
        ),
        (
            problem(&format!("{K}\nstip #2\ncond singlebox")),
            "SingleBox needs exactly one of its types",
            None,
        ),
        (
            problem(&format!("{K}\nstip #2\ncond singlebox type1 type2")),
            "SingleBox needs exactly one",
            None,
        ),
        (
            problem(&format!("{K}\nstip #2\ncond xyzzy")),
            "a condition command without a condition",
            None,
        ),
        (
            problem(&format!("{K}\nstip #2\nopt search")),
            "not supported: option Search",
            Some((4, 5)),
        ),
        (
            problem(&format!("{K}\nstip #2\nopt defence")),
            "option Defence needs a number",
            None,
        ),
        (
            problem(&format!("{K}\nstip #2\nopt frobnicate")),
            "unknown option `frobnicate`",
            Some((4, 5)),
        ),
        (
            problem(&format!("{K}\nstip #2\nopt no")),
            "option `no` is ambiguous",
            None,
        ),
        (problem(&format!("{K}\nstip #2\ntwin")), "a twin without changes", None),
        (
            problem(&format!("{K}\nstip #2\ntwin rotate 45")),
            "cannot rotate by `45`",
            Some((4, 13)),
        ),
        (
            problem(&format!("{K}\nstip #2\ntwin mirror a1-h1")),
            "cannot mirror by `a1-h1`",
            None,
        ),
        (
            problem(&format!("{K}\nstip #2\ntwin move c3 c4")),
            "no piece on c3",
            None,
        ),
        (
            problem(&format!("{K}\nstip #2\ntwin move e1 e9")),
            "square e9 is not on the board",
            None,
        ),
        (
            problem(&format!("{K}\nstip #2\ntwin shift a1 a5")),
            "shift moves the piece on e8 off the board",
            None,
        ),
        (
            problem(&format!("{K}\nstip #2\ntwin substitute q xx")),
            "unknown piece `xx`",
            None,
        ),
        (
            problem(&format!("{K}\nstip #2\ntwin remove")),
            "remove needs a square",
            None,
        ),
        (
            problem(&format!("{K}\nstip #2\ntwin move e1 e2 continued")),
            "continued comes first",
            None,
        ),
        (
            problem("pieces ka1\nstip #2"),
            "a piece before any colour",
            Some((2, 8)),
        ),
        (problem("pieces\nstip #2"), "a piece list without pieces", Some((2, 1))),
        (
            problem("pieces totalinvisible ka1\nstip #2"),
            "not supported: TotalInvisible pieces",
            Some((2, 8)),
        ),
        (
            problem("pieces white kamikaze qa1\nstip #2"),
            "not supported: piece attribute Kamikaze",
            Some((2, 14)),
        ),
        (
            problem("pieces white qa1 royal kh8\nstip #2"),
            "piece attribute Royal after pieces",
            Some((2, 18)),
        ),
        (
            problem("pieces white ka1 roa2 black kh8\nstip #2"),
            "not supported: piece Rose",
            Some((2, 18)),
        ),
        (
            problem("forsyth 64k\nstip #2"),
            "describes more than 64 squares",
            Some((2, 9)),
        ),
        (problem("forsyth x7/64\nstip #2"), "forsyth: unknown piece `x`", None),
        (problem("forsyth 4k3/7=\nstip #2"), "ends with a colour sign", None),
        ("\u{0}\u{1}\u{2}begin\nend".into(), "does not begin a problem", None),
        (
            problem("pieces white \u{1}\u{2} black ka1\nstip #2"),
            "is not a piece, a colour or a command",
            None,
        ),
        (
            problem("pieces white ka01 black kh8\nstip #2"),
            "is not a piece, a colour or a command",
            None,
        ),
        (
            problem(&format!("protocol out.txt\n{K}\nstip #2")),
            "not supported: protocol",
            Some((2, 1)),
        ),
        (
            problem(&format!("{K}\nsstipulation #2")),
            "a structured stipulation starts with the side to move",
            None,
        ),
        (
            problem("pieces white ke1 qd1d2 black ke8\ncondition singlebox type1\nstip #2"),
            "SingleBox: White has 2 of Q, the box holds 1",
            None,
        ),
        (
            problem(&format!("{K}\nstip #2\nzeroposition")),
            "zeroposition without a twin",
            None,
        ),
        (
            "AnfangProblem\nSteine Weiss Kz9 Schwarz Ka1\nForderung #2\nEndeProblem".into(),
            "square z9 is not on the board",
            Some((2, 14)),
        ),
        (
            "DebutProbleme\npieces blanc rz9 noir ra1\nenonce #2\nFinProbleme".into(),
            "square z9 is not on the board",
            Some((2, 14)),
        ),
    ];
    assert!(cases.len() >= 40);
    for (src, words, at) in &cases {
        check(src, words, *at);
    }
}

#[test]
fn one_bad_problem_does_not_stop_the_others() {
    let src = "begin\npieces white kz9\nstip #2\nnext\npieces white ka1 black kh8\nstip #2\nend\n";
    let parsed = parse(src);
    assert_eq!(parsed.len(), 2);
    assert!(validate(&parsed[0].spec).is_err());
    assert!(parsed[1].errors.is_empty());
    assert!(validate(&parsed[1].spec).is_ok());
}

#[test]
fn every_error_of_a_problem_is_reported() {
    let src = problem("pieces white xxa1 ka1 black kh8\nstip #0\nopt try\nfoo\nopt frobnicate");
    let msgs: Vec<String> = parse(&src)[0].errors.iter().map(|e| e.message.clone()).collect();
    assert_eq!(msgs.len(), 4, "{msgs:?}");
}

#[test]
fn good_problems_in_three_languages() {
    for src in [
        "BeginProblem\nPieces White Ke1 Qd1 Black Ke8\nStipulation #2\nEndProblem",
        "beg pie whi ke1 qd1 bla ke8 sti #2 endp",
        "AnfangProblem\nSteine Weiss Ke1 Dd1 Schwarz Ke8\nForderung #2\nEndeProblem",
        "anfa stei weis ke1 dd1 schw ke8 ford #2 ende",
        "DebutProbleme\npieces blanc re1 dd1 noir re8\nenonce #2\nFinProbleme",
        "debu pieces blan re1 dd1 noir re8 enon #2 fin",
    ] {
        let parsed = parse(src);
        assert!(parsed[0].errors.is_empty(), "{src}: {:?}", parsed[0].errors);
        let p = validate(&parsed[0].spec).unwrap();
        assert_eq!(p.setup.count(mansuba::Color::White), 2, "{src}");
        assert_eq!(p.stipulation.to_string(), "#2");
    }
}
