//! End-of-game verdicts against Fairy-Stockfish (`data/terminal.tsv`, a
//! copy of `../shared/perft/terminal.tsv`): the position after the row's
//! moves, its number of legal moves and the result for the side to move.
//! Where the rule book (`RULES.md` sections 3 and 4) departs from
//! Fairy-Stockfish, the expected value is the rule book's and the test says
//! which difference it is.

use std::sync::Arc;

use mansuba::rules::{self, Rules};
use mansuba::{GameEnd, Position};

struct Row {
    variant: String,
    fen: String,
    moves: Vec<String>,
    fsf_result: String,
    note: String,
    n_legal: usize,
}

fn rows() -> Vec<Row> {
    include_str!("data/terminal.tsv")
        .lines()
        .skip(1)
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            Row {
                variant: f[0].into(),
                fen: f[1].into(),
                moves: f[2].split_whitespace().map(String::from).collect(),
                fsf_result: f[3].into(),
                note: f[4].into(),
                n_legal: f[6].parse().unwrap(),
            }
        })
        .collect()
}

/// Plays the row's moves, each found among the legal moves by its UCI text.
fn play(row: &Row) -> Position {
    let rules = Arc::new(Rules::new(rules::by_name(&row.variant).unwrap()).unwrap());
    let mut pos = Position::from_fen(rules.clone(), &row.fen).unwrap();
    for uci in &row.moves {
        let mv = pos
            .legal_moves()
            .into_iter()
            .find(|m| m.uci(&rules) == *uci)
            .unwrap_or_else(|| panic!("{}: {uci} is not legal", row.fen));
        pos.make(mv);
    }
    pos
}

/// The result for the side to move under the rule book; `None` while the
/// game goes on or where the rule book gives no verdict (a Courier
/// stalemate: the seed does not know the rule, `=` is only a goal).
fn rule_book_result(variant: &str, end: Option<GameEnd>) -> Option<i32> {
    match (variant, end?) {
        (_, GameEnd::Mate) => Some(-32000),
        (_, GameEnd::VoidMate) | (_, GameEnd::EndedByRule) => Some(0),
        ("shatar", GameEnd::Stalemate) => Some(-32000),
        _ => None,
    }
}

#[test]
fn verdicts_match_fairy_stockfish_or_the_rule_book() {
    let rows = rows();
    assert_eq!(rows.len(), 27);
    let mut differences = 0;
    for row in &rows {
        let mut pos = play(row);
        let legal = pos.legal_moves().len();
        let end = pos.game_end();
        let ours = rule_book_result(&row.variant, end);
        let fsf: Option<i32> = row.fsf_result.parse().ok();
        let what = format!("{} {} {:?}: {}", row.variant, row.fen, row.moves.last(), row.note);
        if row.variant == "courier" && row.note.starts_with("immediate variant end") {
            // Fairy-Stockfish's shatranj bare-king rule; the rule book has
            // none, so the game goes on.
            let bare = mansuba::Color::ALL.iter().any(|&c| pos.pieces(c).len() == 1);
            assert!(bare && legal > 0 && end.is_none(), "{what}");
            differences += 1;
            continue;
        }
        assert_eq!(legal, row.n_legal, "{what}");
        if row.variant == "courier" && end == Some(GameEnd::Stalemate) {
            // Fairy-Stockfish: the stalemated side loses; the rule book
            // leaves it open.
            assert_eq!(fsf, Some(-32000), "{what}");
            differences += 1;
            continue;
        }
        if end == Some(GameEnd::VoidMate) && fsf == Some(32000) {
            // A mate by a knight alone: Fairy-Stockfish scores it for the
            // mated side, the rule book as a draw.
            assert!(row.note.contains("knight"), "{what}");
            assert_eq!(ours, Some(0));
            differences += 1;
            continue;
        }
        assert_eq!(ours, fsf, "{what}");
    }
    // 4 courier bare-king rows (2 set up, 2 random games), 2 courier
    // stalemates, 1 knight mate.
    assert_eq!(differences, 7);
}

#[test]
fn shatar_knight_mate_with_a_discovered_rook_check_counts() {
    let row = rows()
        .into_iter()
        .find(|r| r.note.contains("discovered bishop"))
        .unwrap();
    assert_eq!(play(&row).game_end(), Some(GameEnd::Mate));
}
