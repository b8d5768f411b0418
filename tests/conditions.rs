//! Fairy conditions against Popeye: the pairs in `data/conditions/` are
//! problems of Popeye's example files (source in `INDEX.tsv`, split as
//! `shared/tools/popeye-corpus-split` splits them) with the output Popeye
//! 4.104 (commit 122c7d0, built from its public source, run with
//! `-regression`) gives for each, compared under popeye-compare's rules
//! in Popeye's line order. Plus hand-worked positions for the rules the
//! examples leave open, and the check that no condition reaches the
//! orthodox paths when none is set.

mod common;

use std::sync::Arc;

use common::{diagram, legal};
use mansuba::conditions::{Conditions, FastPaths, Mummer, registry};
use mansuba::input::parse;
use mansuba::piece::Color;
use mansuba::position::Position;
use mansuba::problem::validate;
use mansuba::rules::{Rules, orthodox};

#[test]
fn popeye_examples_give_popeyes_output() {
    let failed = common::pairs_differing("conditions", 757);
    assert!(failed.is_empty(), "differ from Popeye:\n{}", failed.join("\n"));
}

#[test]
fn every_listed_pair_has_its_files() {
    common::assert_pairs_listed("conditions");
}

/// Popeye's move length: the square of the distance (a knight's 5, a
/// rook's a1-a7 36, a king's 1 or 2), castling 16 on the king's side and
/// 25 on the queen's whatever the king's distance.
#[test]
fn mummer_lengths_are_popeyes() {
    let rules = Arc::new(Rules::new(orthodox()).unwrap());
    let length = |fen: &str, uci: &str| {
        let mut pos = Position::from_fen(rules.clone(), fen).unwrap();
        let mv = pos
            .legal_moves()
            .into_iter()
            .find(|m| m.uci(pos.rules()) == uci)
            .unwrap();
        Mummer::length(&pos, mv)
    };
    let rooks = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
    assert_eq!(length(rooks, "a1a7"), 36);
    assert_eq!(length(rooks, "e1g1"), 16);
    assert_eq!(length(rooks, "e1c1"), 25);
    assert_eq!(length(rooks, "e1e2"), 1);
    assert_eq!(length(rooks, "e1f2"), 2);
    assert_eq!(length("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", "b1c3"), 5);
}

/// BlackMaximummer: of Black's legal moves only the longest; a check to
/// answer still binds first (the longest move must be legal). Worked by
/// hand: Black Ka8, Rh1 and Pb7 against White Kc1 with a rook on a2
/// checking: the rook's long moves leave the king in check, so the
/// longest legal move decides (Ka8-b8, length 1, and b7-b6 or b7-b5 do
/// not answer; Rh1-h2?? does not; Rh1*... nothing captures a2: only the
/// king's move to b8 answers).
#[test]
fn maximummer_keeps_the_longest_legal_moves() {
    let src = "begin\ncondition blackmaximummer\npieces white kc1 ra2 black ka8 rh1 pb7\nstipulation h#1\nend\n";
    assert_eq!(legal(&mut diagram(src, Color::Black)), ["a8b8"]);
    // Without the check, the rook's move along the whole second rank
    // (h2-a2, 49) is the longest (h2-h8 is 36, b7-b5 4).
    let free = "begin\ncondition blackmaximummer\npieces white kc4 black ka8 rh2 pb7\nstipulation h#1\nend\n";
    assert_eq!(legal(&mut diagram(free, Color::Black)), ["h2a2"]);
}

/// ChecklessChess: a check is legal only if it mates. Worked by hand:
/// White Kg1, Qd1 and Bb1 against Black Kg8 with pawns f7, g7, h7:
/// Qd1-d8+ mates on the back rank (f8 and h8 are on the queen's rank, the
/// pawns block the rest), so it is legal; Bb1*h7+ is check and Kg8*h7
/// answers it, so it is illegal; quiet moves stay.
#[test]
fn checkless_allows_only_mating_checks() {
    let src = "begin\ncondition checklesschess\npieces white kg1 qd1 bb1 black kg8 pf7 pg7 ph7\nstipulation #1\nend\n";
    let moves = legal(&mut diagram(src, Color::White));
    assert!(moves.contains(&"d1d8".to_string()), "{moves:?}");
    assert!(!moves.contains(&"b1h7".to_string()), "{moves:?}");
    assert!(moves.contains(&"d1d2".to_string()), "{moves:?}");
    assert!(moves.contains(&"b1c2".to_string()), "{moves:?}");
    // Without the condition the capture is legal.
    let plain = src.replace("condition checklesschess\n", "");
    assert!(legal(&mut diagram(&plain, Color::White)).contains(&"b1h7".to_string()));
}

/// Conditions as Popeye's conditions are flags: two mummers of one side
/// are refused where the second is written, the same one twice is one.
#[test]
fn two_mummers_of_one_side_are_refused_at_the_second() {
    let src = "begin\ncondition blackmaximummer blackmustcapture\npieces white kc3 black ka8\nstipulation h#1\nend\n";
    let errors = validate(&parse(src)[0].spec).unwrap_err();
    let text = format!("{errors:?}");
    assert!(text.contains("cannot be combined"), "{text}");
    let twice = "begin\ncondition blackmaximummer blackmaximummer whitemaximummer\npieces white kc3 black ka8\nstipulation h#1\nend\n";
    let problem = validate(&parse(twice)[0].spec).unwrap();
    assert_eq!(problem.rules.conditions().iter().count(), 2);
    // Popeye refuses two of Isardam, Madrasi and EiffelChess together, in
    // either order ("Isardam and Madrasi/Eiffel not allowed").
    for pair in ["isardam madrasi", "madrasi eiffel", "eiffel isardam"] {
        let src = format!("begin\ncondition {pair}\npieces white kc3 black ka8\nstipulation h#1\nend\n");
        let text = format!("{:?}", validate(&parse(&src)[0].spec).unwrap_err());
        assert!(text.contains("cannot be combined"), "{pair}: {text}");
    }
}

/// No condition set: every fast path holds, and the orthodox perft counts
/// (Fairy-Stockfish's, as in tests/perft.rs) come out through a rule set
/// built with an empty condition list; every registered condition
/// declares what it keeps, and none keeps them all (each changes a rule).
#[test]
fn no_condition_leaves_the_orthodox_paths_alone() {
    assert_eq!(Conditions::default().fast(), FastPaths::ALL);
    assert_eq!(Conditions::new(Vec::new()).fast(), FastPaths::ALL);
    let rules = Arc::new(
        Rules::new(orthodox())
            .unwrap()
            .with_conditions(Conditions::new(Vec::new())),
    );
    let pos = Position::start(rules);
    // The start position's counts to depth 3: 20, 400, 8902.
    assert_eq!(mansuba::perft::perft(&mut pos.clone(), 3), 8902);
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let mut k = Position::from_fen(pos.rules_arc().clone(), kiwipete).unwrap();
    assert_eq!(mansuba::perft::perft(&mut k, 3), 97862);
    let plain = Rules::new(orthodox()).unwrap();
    for entry in registry::REGISTRY {
        let spec = mansuba::input::ConditionSpec {
            name: entry.id,
            squares: Vec::new(),
            numbers: Vec::new(),
            variants: entry.one_of.first().copied().into_iter().collect(),
            span: Default::default(),
        };
        // GhostChess and KobulKings need the forms the problem adds
        // (uncapturable, royal).
        let condition = match (entry.build)(&spec, &plain) {
            Err(e) if matches!(entry.id, "GhostChess" | "KobulKings") => {
                assert!(e.starts_with(&format!("not supported: {} with a ", entry.id)), "{e}");
                continue;
            }
            built => built.unwrap(),
        };
        assert_eq!(condition.id(), entry.id);
        assert!(!condition.keeps().all(), "{} keeps every fast path", entry.id);
    }
}

/// Every registered condition is read under its English, French and
/// German names (the vocabulary's, as Popeye's tables spell them).
#[test]
fn conditions_read_in_three_languages() {
    let words = [
        ("ChecklessChess", "SansEchecs", "OhneSchach"),
        ("BlackMaximummer", "NoirMaximum", "SchwarzerLaengstzueger"),
        ("WhiteMaximummer", "BlancMaximum", "WeisserLaengstzueger"),
        ("BlackMinimummer", "NoirMinimum", "SchwarzerKuerzestzueger"),
        ("WhiteMinimummer", "BlancMinimum", "WeisserKuerzestzueger"),
        ("BlackMustCapture", "NoirPriseForce", "SchwarzerSchlagzwang"),
        ("WhiteMustCapture", "BlancPriseForce", "WeisserSchlagzwang"),
        ("AndernachChess", "EchecsAndernach", "AndernachSchach"),
        ("AntiAndernachChess", "EchecsAntiAndernach", "AntiAndernachSchach"),
        ("Take&MakeChess", "Take&MakeEchecs", "Take&MakeSchach"),
        ("Isardam", "Isardam", "Isardam"),
        ("KoeKo", "Koeko", "KoeKo"),
        ("GridChess", "Grille", "Gitterschach"),
        ("HaanerChess", "Haan", "HaanerSchach"),
        ("AnnanChess", "AnnanEchecs", "Annanschach"),
    ];
    for (en, fr, de) in words {
        let sources = [
            format!("BeginProblem\nCondition {en}\nPieces White Kc3 Black Ka8\nStipulation h#1\nEndProblem\n"),
            format!("DebutProbleme\nCondition {fr}\nPieces Blanc Rc3 Noir Ra8\nEnonce h#1\nFinProbleme\n"),
            format!("AnfangProblem\nBedingung {de}\nSteine Weiss Kc3 Schwarz Ka8\nForderung h#1\nEndeProblem\n"),
        ];
        for src in sources {
            let problem = validate(&parse(&src)[0].spec).unwrap_or_else(|e| panic!("{src}: {e:?}"));
            let ids: Vec<&str> = problem.rules.conditions().iter().map(|c| c.id()).collect();
            assert_eq!(ids, [en], "{src}");
        }
    }
    let unknown = "BeginProblem\nCondition ExclusiveChess\nPieces White Kc3 Black Ka8\nStipulation h#1\nEndProblem\n";
    let errors = format!("{:?}", parse(unknown)[0].errors);
    assert!(errors.contains("not supported: condition ExclusiveChess"), "{errors}");
}

/// Madrasi: a man observed by an enemy man of its kind neither moves nor
/// observes. Worked by hand: White Ke1, Rd1 and Black Ke8, Rd8 on the open
/// d-file observe each other, so both rooks are paralysed: White's moves
/// are the king's alone. Ke1-d2 is illegal although the rook on d8 is
/// paralysed now: the king then stands between the rooks, the white rook
/// no longer observes d8, and the freed black rook checks.
#[test]
fn madrasi_paralyses_like_men_facing_each_other() {
    let src = "begin\ncondition madrasi\npieces white ke1 rd1 black ke8 rd8\nstipulation #1\nend\n";
    let moves = legal(&mut diagram(src, Color::White));
    assert_eq!(moves, ["e1f1", "e1e2", "e1f2"]);
    // Without the condition the rook moves.
    let plain = legal(&mut diagram(&src.replace("condition madrasi\n", ""), Color::White));
    assert!(plain.contains(&"d1d7".to_string()), "{plain:?}");
    // A rook observed only by a bishop is free.
    let free = "begin\ncondition madrasi\npieces white ke1 rd1 black ke8 bh5\nstipulation #1\nend\n";
    assert!(legal(&mut diagram(free, Color::White)).contains(&"d1d7".to_string()));
    // RexInclusive is read by its unique prefix, and written after one space.
    let rex = "begin\ncondition madrasi rexincl\npieces white ke1 black ke8\nstipulation #1\nend\n";
    let problem = validate(&parse(rex)[0].spec).unwrap();
    assert_eq!(
        mansuba::problem::condition_line(problem.language, &problem.conditions[0]),
        "Madrasi RexInclusive"
    );
}

/// Every condition word of Popeye 4.104 is known, so what mansuba does not
/// solve yet is refused by name where it is written: the last five of
/// Popeye's table (`DangerCirce` ...), its "extra" conditions
/// (`Laengstzueger`, the mummer of the side the stipulation restricts;
/// `UltraSchachZwang`), the mummers' strictness words and the Circe
/// variants followed by walks (whose walks would otherwise be read as
/// conditions: `s` is ambiguous).
#[test]
fn unsolved_condition_words_are_refused_by_name() {
    let cases = [
        ("condition antimarscirce", "not supported: condition AntiMarsCirce"),
        ("condition pad", "not supported: condition PADChess"),
        ("condition #c", "not supported: condition #C"),
        ("condition maximummer", "not supported: condition Maximummer"),
        (
            "condition ultraschachzwang",
            "not supported: condition UltraSchachZwang",
        ),
        (
            "condition blackmaximummer ultra",
            "not supported: BlackMaximummer Ultra",
        ),
        // A bound's number would be read as the next command.
        (
            "condition sentinelles maximumtotal 6",
            "not supported: Sentinelles MaximumTotal",
        ),
        (
            "condition whitemustcapture exact",
            "not supported: WhiteMustCapture Exact",
        ),
        (
            "condition circe chameleon s q r b s",
            "not supported: Circe with a chameleon sequence of its own",
        ),
        ("condition anticirce super april b", "not supported: AntiCirce April"),
        // Breton is checked alone, and its chromatic rule without neutral
        // men (one chosen would change sides).
        (
            "condition breton circe",
            "not supported: conditions Breton and Circe together",
        ),
        (
            "condition madrasi breton py",
            "not supported: conditions Madrasi and Breton together",
        ),
        // Conditions on squares: the list after the name, on the board,
        // and no man on a hole.
        ("condition magicsquares", "MagicSquares needs its squares"),
        ("condition hole z9", "Hole: the square z9 is not on the board"),
        ("condition hole c3", "a man stands on the hole c3"),
        (
            "condition wormholes d4e5 circe",
            "not supported: conditions Wormholes and Circe together",
        ),
        (
            "condition magicsquares c5 type2 anticirce",
            "not supported: conditions MagicSquares and AntiCirce together",
        ),
        (
            "condition breton chromatic\npieces neutral sd4",
            "not supported: condition Breton with neutral pieces",
        ),
    ];
    for (line, want) in cases {
        let src = format!("begin\n{line}\npieces white kc3 black ka8\nstipulation h#1\nend\n");
        let parsed = parse(&src);
        let text = match validate(&parsed[0].spec) {
            _ if !parsed[0].errors.is_empty() => format!("{:?}", parsed[0].errors),
            Err(e) => format!("{e:?}"),
            Ok(_) => String::from("accepted"),
        };
        assert!(text.contains(want), "{line}: {text}");
        assert!(!text.contains("ambiguous"), "{line}: {text}");
    }
    let german = "AnfangProblem\nBedingung Laengstzueger\nSteine Weiss Kc3 Schwarz Ka8\nForderung h#1\nEndeProblem\n";
    let errors = format!("{:?}", parse(german)[0].errors);
    assert!(errors.contains("not supported: condition Laengstzueger"), "{errors}");
}

/// AnnanChess, by hand (and as Popeye 4.104 gives it): the rook on b7,
/// a pawn of its side behind it, moves as that pawn: b7-b8 only, and it
/// does not promote there; the pawn on e7, a rook behind it, moves as a
/// rook: along the seventh rank and to e8, where it promotes, Q, S, R, B
/// in turn; the rook on e6, nothing behind it, moves as itself (e1-e5,
/// c6, d6, f6-h6: 10).
#[test]
fn annan_men_move_as_the_man_behind_them() {
    let src = "begin\npieces white ka1 rb7 pb6 pe7 re6 black kh8 ph3\nstip ~1\ncondition annan\nend\n";
    let out = common::solved(src);
    let moves: Vec<&str> = out
        .lines()
        .filter_map(|l| l.trim().strip_prefix("1."))
        .map(|l| l.split(' ').next().unwrap_or(""))
        .collect();
    let of = |from: &str| moves.iter().filter(|m| m.contains(from)).copied().collect::<Vec<_>>();
    assert_eq!(of("b7"), ["Rb7-b8"], "{out}");
    assert_eq!(
        of("e7"),
        [
            "e7-c7", "e7-d7", "e7-e8=Q", "e7-e8=S", "e7-e8=R", "e7-e8=B", "e7-h7", "e7-g7", "e7-f7"
        ],
        "{out}"
    );
    assert_eq!(of("e6").len(), 10, "{out}");
}

/// Makes the legal move written `uci` (it must be legal) and checks the
/// position's incremental state.
fn play(pos: &mut Position, uci: &str) {
    let m = (pos.legal_moves().into_iter())
        .find(|m| m.uci(pos.rules()) == uci)
        .unwrap_or_else(|| panic!("{uci} legal"));
    pos.make(m);
    pos.validity_check().unwrap();
}

/// The legal moves of `side` in the diagram of `condition` and `pieces`.
fn legal_under(condition: &str, pieces: &str, side: Color) -> Vec<String> {
    let src = format!("begin\ncondition {condition}\npieces {pieces}\nstipulation #1\nend\n");
    legal(&mut diagram(&src, side))
}

/// Hand-worked: a man captures and checks only while a man of its side
/// observes it (Patrol); under Lortap only while none does; under
/// UltraPatrol an unsupported man does not move at all.
#[test]
fn patrol_and_lortap_read_support() {
    let has = |moves: &[String], m: &str| moves.iter().any(|x| x == m);
    // The king on c1 does not observe a1: the rook may not take on a8.
    let lone = "white kc1 ra1 black kh8 ra8";
    let moves = legal_under("patrouille", lone, Color::White);
    assert!(!has(&moves, "a1a8") && has(&moves, "a1a7"), "{moves:?}");
    // On b1 it does.
    let guarded = "white kb1 ra1 black kh8 ra8";
    assert!(has(&legal_under("patrouille", guarded, Color::White), "a1a8"));
    // Lortap the other way round.
    assert!(has(&legal_under("lortap", lone, Color::White), "a1a8"));
    assert!(!has(&legal_under("lortap", guarded, Color::White), "a1a8"));
    // The black rook, unsupported, does not check: the king walks up the
    // file it stands on (illegal in orthodox chess).
    let file = "white ka3 black kh8 ra8";
    assert!(has(&legal_under("patrouille", file, Color::White), "a3a4"));
    // UltraPatrol: the rook on a1 is not supported (the king on c1 does
    // not observe it) and has no move; the king, supported by the rook
    // along the first rank, moves.
    let ultra = legal_under("ultrapatrol", "white kc1 ra1 pc3 black kh8", Color::White);
    assert!(ultra.iter().all(|m| !m.starts_with("a1")), "{ultra:?}");
    assert!(has(&ultra, "c1d2"), "{ultra:?}");
}

/// Hand-worked: under SuperGuards a man its own side observes cannot be
/// taken, and a king its own man observes is not in check.
#[test]
fn superguards_protect_guarded_men() {
    let has = |moves: &[String], m: &str| moves.iter().any(|x| x == m);
    // The queen on b8 guards the rook on a8.
    let guarded = legal_under("superguards", "white kc1 ra1 black kh8 ra8 qb8", Color::White);
    assert!(!has(&guarded, "a1a8"), "{guarded:?}");
    assert!(has(
        &legal_under("superguards", "white kc1 ra1 black kh8 ra8", Color::White),
        "a1a8"
    ));
    // The rook on b3 guards its king on a3, which the rook on a8 then
    // does not check: the rook may slide along the third rank (still
    // guarding), not up the file (the king unguarded would be in check).
    let king = legal_under("superguards", "white ka3 rb3 black kh8 ra8", Color::White);
    assert!(has(&king, "b3c3") && !has(&king, "b3b4"), "{king:?}");
}

/// Hand-worked: Eiffel's cycle paralyses a knight by an enemy pawn and a
/// pawn by an enemy queen.
#[test]
fn eiffel_paralyses_along_its_cycle() {
    // The black pawn on e5 observes d4.
    let knight = legal_under("eiffel", "white ke1 sd4 black ke8 pe5", Color::White);
    assert!(knight.iter().all(|m| !m.starts_with("d4")), "{knight:?}");
    let free = legal_under("eiffel", "white ke1 sd4 black ke8 pe6", Color::White);
    assert!(free.iter().any(|m| m.starts_with("d4")), "{free:?}");
    // The black queen on e4 observes e2; a rook would not paralyse it.
    let pawn = legal_under("eiffel", "white kd1 pe2 black kh8 qe4", Color::White);
    assert!(pawn.iter().all(|m| !m.starts_with("e2")), "{pawn:?}");
    let by_rook = legal_under("eiffel", "white kd1 pe2 black kh8 re4", Color::White);
    assert!(by_rook.iter().any(|m| m == "e2e3"), "{by_rook:?}");
}

/// Hand-worked: under Bicolores a king is in check from its own men too.
#[test]
fn bicolores_kings_are_checked_by_their_own_men() {
    // The rook on a1 checks its own king on e1 along the first rank.
    let moves = legal_under("bicolores", "white ke1 ra1 black kh8", Color::White);
    assert!(moves.iter().any(|m| m == "e1e2"), "{moves:?}");
    assert!(!moves.iter().any(|m| m == "e1f1"), "{moves:?}");
    assert!(moves.iter().any(|m| m == "a1a2"), "{moves:?}");
}

/// Hand-worked: under ImmunChess a man whose Circe rebirth square is
/// occupied cannot be taken: a black rook on a8 stands on its own
/// rebirth square (a8 is light: the black rook of the light square is
/// the a8 one), one on a7 (dark) has h8, empty here.
#[test]
fn immun_men_on_their_rebirth_squares_are_immune() {
    let on_own = legal_under("immunchess", "white kc1 ra1 black kh7 ra8", Color::White);
    assert!(!on_own.iter().any(|m| m == "a1a8"), "{on_own:?}");
    let elsewhere = legal_under("immunchess", "white kc1 ra1 black kh7 ra7", Color::White);
    assert!(elsewhere.iter().any(|m| m == "a1a7"), "{elsewhere:?}");
    // With h8 taken, a7 is immune too.
    let blocked = legal_under("immunchess", "white kc1 ra1 bh8 black kh6 ra7", Color::White);
    assert!(!blocked.iter().any(|m| m == "a1a7"), "{blocked:?}");
}

/// Hand-worked: an edge mover's moves end on the edge, and its men
/// observe (so check) only there.
#[test]
fn edge_movers_move_and_observe_along_the_edge() {
    let rules = Rules::new(orthodox()).unwrap();
    let white = legal_under("whiteedgemover", "white ke1 qd4 black kd6", Color::White);
    assert!(!white.is_empty());
    for m in &white {
        let to = rules.geometry().parse_square(&m[2..4]).unwrap();
        assert!(rules.on_edge(to), "{m} leaves the edge alone");
    }
    // The queen on d4 does not observe e5, off the edge: the black king
    // may step there (in orthodox chess it may not).
    let black = legal_under("whiteedgemover", "white ke1 qd4 black kd6", Color::Black);
    assert!(black.iter().any(|m| m == "d6e5"), "{black:?}");
    let plain = legal_under("blackedgemover", "white ke1 qd4 black kd6", Color::Black);
    assert!(!plain.iter().any(|m| m == "d6e5"), "{plain:?}");
}

/// Hand-worked: under MessignyChess a man may change places with an
/// enemy man of its kind, but not one of the two men the opponent's
/// exchange just moved; another pair may.
#[test]
fn messigny_exchanges_are_not_answered_in_kind() {
    let src = "begin\ncondition messigny\npieces white kh1 sb1 sd1 black kh8 sg8 sf8\nstipulation #1\nend\n";
    let mut pos = diagram(src, Color::White);
    let white = legal(&mut pos);
    for m in ["b1g8", "b1f8", "d1g8", "d1f8", "h1h8"] {
        assert!(white.iter().any(|x| x == m), "{m}: {white:?}");
    }
    let exchange = pos
        .legal_moves()
        .into_iter()
        .find(|m| m.kind == mansuba::position::MoveKind::Exchange && m.uci(pos.rules()) == "b1g8")
        .expect("the exchange b1-g8");
    pos.make(exchange);
    // The hash marks the exchange as the incremental one does.
    pos.validity_check().unwrap();
    let exchanges: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.kind == mansuba::position::MoveKind::Exchange)
        .map(|m| m.uci(pos.rules()))
        .collect();
    // Black's knights: the one now on b1 may not exchange, the one on f8
    // may, but not with the white knight now on g8. The kings may too
    // (Popeye's default, RexInclusive).
    assert_eq!(exchanges, ["f8d1", "h8h1"]);
    // A pass of a threat (a dummy move) ends the exchange's hold, a
    // series pass does not.
    pos.make_dummy();
    pos.validity_check().unwrap();
    pos.unmake_null();
    pos.make_null();
    pos.validity_check().unwrap();
    pos.unmake_null();
}

/// Hand-worked: CASTChess takes away the captures of a man that could
/// capture on two squares (and its check); `Inverse` leaves only those.
#[test]
fn cast_counts_a_mans_captures() {
    let has = |moves: &[String], m: &str| moves.iter().any(|x| x == m);
    // The rook on d4 could take on d7 and on a4: it takes on neither; the
    // knight on b1, with one capture (c3), takes.
    let two = "white ke1 rd4 sb1 black kh8 pd7 ba4 pc3";
    let moves = legal_under("castchess", two, Color::White);
    assert!(
        !has(&moves, "d4d7") && !has(&moves, "d4a4") && has(&moves, "b1c3"),
        "{moves:?}"
    );
    let inverse = legal_under("castchess inverse", two, Color::White);
    assert!(
        has(&inverse, "d4d7") && has(&inverse, "d4a4") && !has(&inverse, "b1c3"),
        "{inverse:?}"
    );
    // A rook attacking the king and a bishop gives no check: the black
    // king stays on its rank (d8 to e8 along the rook's line is legal).
    let check = legal_under("castchess", "white ka1 rh8 black kd8 bh4", Color::Black);
    assert!(has(&check, "d8e8"), "{check:?}");
}

/// Hand-worked: under Sentinelles a man other than a pawn leaves a pawn
/// of its side where it stood, not on the first or last rank.
#[test]
fn sentinelles_leave_pawns_behind() {
    let src = "begin\ncondition sentinelles\npieces white kf2 sb1 black kh8\nstipulation #1\nend\n";
    let mut pos = diagram(src, Color::White);
    common::play(&mut pos, "f2f3");
    let pawn = pos
        .piece_at(pos.rules().geometry().parse_square("f2").unwrap())
        .expect("a pawn on f2");
    assert!(pos.rules().is_pawn(pawn.kind()) && pawn.color() == Color::White);
    common::play(&mut pos, "h8h7");
    // h8 is on the last rank: no pawn there.
    assert!(
        pos.piece_at(pos.rules().geometry().parse_square("h8").unwrap())
            .is_none()
    );
    let adverse = "begin\ncondition sentinelles pionadvers\npieces white kf2 sb1 black kh8\nstipulation #1\nend\n";
    let mut pos = diagram(adverse, Color::White);
    common::play(&mut pos, "f2e3");
    let pawn = pos
        .piece_at(pos.rules().geometry().parse_square("f2").unwrap())
        .expect("a pawn on f2");
    assert_eq!(pawn.color(), Color::Black);
}

/// Hand-worked: under GhostChess the bishop a king takes waits on its
/// square and comes back, uncapturable, when the king leaves: after
/// 1.Kxe5 Re3+ (Popeye's example "Ghostbuster", G. Sobrecases) the king
/// has no flight, as each would bring the bishop back on e5 checking it.
#[test]
fn ghosts_come_back_when_their_square_empties() {
    let src = "begin\ncondition ghostchess\npieces white kc1 ra3 be5 black ke4 qe6 pd5 pf5\nstipulation h#1\nend\n";
    let mut pos = diagram(src, Color::Black);
    play(&mut pos, "e4e5");
    assert_eq!(pos.ghosts().len(), 1);
    play(&mut pos, "a3e3");
    assert!(pos.in_check());
    assert_eq!(legal(&mut pos), Vec::<String>::new());
    assert!(!pos.has_legal_move());
}

/// Hand-worked: under LeseMajeste the bishop on h7 checks the king on g8
/// with White to play (Popeye's example, E. Bartel, Jugendschach 1985):
/// the diagram stands, and White may not take the king. Without the
/// condition the same diagram is refused.
#[test]
fn lese_majeste_forbids_taking_the_king() {
    let src = "begin\ncondition lesemajeste\npieces white kh6 bh7 pg7 black kg8 pb2 pf7\nstipulation #2\nend\n";
    let mut pos = diagram(src, Color::White);
    let moves = legal(&mut pos);
    assert!(!moves.iter().any(|m| m == "h7g8"), "{moves:?}");
    assert!(moves.iter().any(|m| m == "h7b1"), "{moves:?}");
    let solved = |src: &str| {
        let p = validate(&parse(src)[0].spec).unwrap();
        mansuba::solve::solve(&p).unwrap()
    };
    let with = solved(src);
    assert!(with.stdout.contains("1.Bh7-b1 !"), "{}", with.stdout);
    let without = solved(&src.replace("condition lesemajeste\n", ""));
    assert!(without.refused, "{}", without.stdout);
}

/// Hand-worked: under KobulKings a king whose man is taken takes on its
/// walk, royal (a rook taken: the black king moves as a rook), and the
/// king's walk again when a pawn is taken.
#[test]
fn kobul_kings_take_on_the_walk_taken() {
    let src = "begin\ncondition kobulkings\npieces white kh1 qd1 black ka8 rd8 pb7\nstipulation #2\nend\n";
    let mut pos = diagram(src, Color::White);
    let walk = |pos: &Position, sq: &str| {
        let sq = pos.rules().geometry().parse_square(sq).unwrap();
        let kind = pos.piece_at(sq).unwrap().kind();
        (
            pos.rules().piece_type(kind).walk_name().to_string(),
            pos.rules().is_royal(kind),
        )
    };
    play(&mut pos, "d1d8");
    assert_eq!(walk(&pos, "a8"), ("rook".to_string(), true));
    // The royal rook, checked by the queen on d8, leaves along its file
    // as a rook (a8-a1) or takes the queen; a king's step (b7) no longer.
    let moves = legal(&mut pos);
    assert!(
        moves.iter().any(|m| m == "a8a1") && moves.iter().any(|m| m == "a8d8"),
        "{moves:?}"
    );
    assert!(!moves.iter().any(|m| m == "a8b7"), "{moves:?}");
    pos.unmake();
    // A pawn taken: the king stays a king.
    let src = "begin\ncondition kobulkings\npieces white kh1 qb1 black ka8 pb7\nstipulation #2\nend\n";
    let mut pos = diagram(src, Color::White);
    play(&mut pos, "b1b7");
    assert_eq!(walk(&pos, "a8"), ("king".to_string(), true));
}

/// Hand-worked Make&Take: a man takes only after a move, taking nothing,
/// as its victim would move, and checks so.
#[test]
fn make_take_captures_after_moving_as_the_victim() {
    let has = |moves: &[String], m: &str| moves.iter().any(|x| x == m);
    // The rook d4 takes the knight d6 after a knight's move to c6 or e6,
    // and the bishop d7 after a bishop's move to a7 (then a7-b7-c7-d7);
    // it keeps its moves that take nothing. Neither king is in check: no
    // black man reaches a1 after a king's step, nor the rook h8.
    let moves = legal_under("make&take", "white ka1 rd4 black kh8 sd6 bd7", Color::White);
    assert!(has(&moves, "d4d6") && has(&moves, "d4d7"), "{moves:?}");
    assert!(has(&moves, "d4d5") && has(&moves, "d4h4"), "{moves:?}");
    // Its own captures alone are no moves: the black pawns d5 and d3 are
    // taken only after a black pawn's step d4-d3, which the pawn d3
    // blocks.
    let moves = legal_under("make&take", "white ka1 rd4 black kh8 pd5 pd3", Color::White);
    assert!(!has(&moves, "d4d5") && !has(&moves, "d4d3"), "{moves:?}");
    // Without the pawn d3 the step is free: from d3 the rook takes d5
    // past d4, now empty.
    let moves = legal_under("make&take", "white ka1 rd4 black kh8 pd5", Color::White);
    assert!(has(&moves, "d4d5"), "{moves:?}");
    // Check by a castling make: the knight e8, standing on Black's king
    // square with Black's rook a8 on its corner, castles as Black's king
    // would (to c8, b8-d8 empty) and takes a7 from c8. b7-b6 leaves the
    // king in check. With the rook on h8 instead it would castle to g8,
    // from where it does not reach a7: no check.
    let moves = legal_under("make&take", "white ka1 se8 black ka7 ra8 pb7", Color::Black);
    assert!(!has(&moves, "b7b6"), "{moves:?}");
    let moves = legal_under("make&take", "white ka1 se8 black ka7 rh8 pb7", Color::Black);
    assert!(has(&moves, "b7b6"), "{moves:?}");
}

/// Hand-worked SAT: a king is in check when it has a flight (a square it
/// could go to that the other side does not observe, the king lifted).
/// White's king a1 has none: b1 is the rook h1's, a2 and b2 hold pawns.
/// Black's king h8 is boxed in by its own men. Popeye 4.104 lists the
/// same moves.
#[test]
fn sat_counts_the_kings_flights() {
    let pieces = "white ka1 pa2 pb2 sd4 black kh8 rh1 pg7 ph7 bg8";
    let mut moves = legal_under("sat", pieces, Color::White);
    moves.sort();
    // a2-a3 and a2-a4 free a2, but the bishop g8 observes it; b2-b3 and
    // b2-b4 free b2, which no black man observes: a flight, so check.
    // Ka1-b1 has c2 as a flight. The knight's moves change nothing.
    let mut expected = vec![
        "a2a3", "a2a4", "d4b3", "d4b5", "d4c2", "d4c6", "d4e2", "d4e6", "d4f3", "d4f5",
    ];
    expected.sort();
    assert_eq!(moves, expected);
    // `SAT 1`: one flight is allowed a king the other side observes on
    // its square (a1 and b1 are the rook's), so b2-b3, b2-b4 and Ka1-b1
    // (c2 its one flight) are legal too.
    let moves = legal_under("sat 1", pieces, Color::White);
    for m in ["b2b3", "b2b4", "a1b1"] {
        assert!(moves.iter().any(|x| x == m), "{m}: {moves:?}");
    }
    assert_eq!(moves.len(), 13, "{moves:?}");
}

/// Hand-worked BGL: a move costs its length (a rook's d1-d3 2, a king's
/// diagonal step 1.41), a side moves only within its budget, and a man
/// checks only where its capture would be within it. Popeye 4.104 lists
/// the same moves.
#[test]
fn bgl_moves_within_the_budget() {
    let pieces = "white ka1 rd1 ra8 black kh8";
    // White's budget 2, Black's none: the rooks go two squares at most
    // (Rd1-b1, Rd1-f1, Rd1-d3, Ra8-a6, Ra8-c8), the king anywhere.
    let mut moves = legal_under("bgl 2 -", pieces, Color::White);
    moves.sort();
    let mut expected = vec![
        "a1a2", "a1b1", "a1b2", "d1b1", "d1c1", "d1d2", "d1d3", "d1e1", "d1f1", "a8a6", "a8a7", "a8b8", "a8c8",
    ];
    expected.sort();
    assert_eq!(moves, expected);
    // The rook a8 checks h8 only with 7 to spend: `BGL 7` (a budget both
    // sides share) makes the diagram one where White could take the king.
    let diagram_check = |condition: &str| {
        let src = format!("begin\ncondition {condition}\npieces {pieces}\nstipulation #1\nend\n");
        diagram(&src, Color::White).royal_attacked(Color::Black)
    };
    assert!(diagram_check("bgl 7"));
    assert!(!diagram_check("bgl 6.99"));
}

/// Hand-worked Disparate: after a move, the other side's men of the
/// walk that moved neither move nor observe. A black king's step frees it
/// from the white king: Kf6-e5 next to Kd4 is legal, and mate: White's
/// king is checked by the king that moved (the mover's men are not
/// frozen) and may not move, and the knight cannot help (Popeye:
/// `1.Kf6-e5 #`). After a knight's move, the other side's knights stand
/// still.
#[test]
fn disparate_freezes_the_walk_just_moved() {
    let src = "begin\ncondition disparate\npieces white kd4 sc3 black kf6 sb8\nstipulation ~1\nend\n";
    let mut pos = diagram(src, Color::Black);
    let moves = legal(&mut pos);
    assert!(moves.iter().any(|m| m == "f6e5"), "{moves:?}");
    play(&mut pos, "f6e5");
    assert!(pos.in_check() && legal(&mut pos).is_empty(), "mate");
    pos.unmake();
    play(&mut pos, "b8c6");
    let white = legal(&mut pos);
    assert!(
        !white.is_empty() && white.iter().all(|m| m.starts_with("d4")),
        "only the king moves: {white:?}"
    );
}
