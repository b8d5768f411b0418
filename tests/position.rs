//! Make/unmake invariants: after every make and unmake along a perft tree
//! the incremental state (hash, piece lists, royals, counts) equals the one
//! recomputed from the board, and unmake restores the position exactly.

use std::sync::Arc;

use mansuba::Position;
use mansuba::rules::{Rules, orthodox};

fn walk(pos: &mut Position, depth: u32) {
    pos.validity_check().unwrap_or_else(|e| panic!("{}: {e}", pos.to_fen()));
    if depth == 0 {
        return;
    }
    let before_fen = pos.to_fen();
    let before_hash = pos.hash();
    let before_lists = (
        pos.pieces(mansuba::Color::White).to_vec(),
        pos.pieces(mansuba::Color::Black).to_vec(),
    );
    for mv in pos.legal_moves() {
        pos.make(mv);
        walk(pos, depth - 1);
        pos.unmake();
        assert_eq!(pos.to_fen(), before_fen);
        assert_eq!(pos.hash(), before_hash);
        let lists = (
            pos.pieces(mansuba::Color::White).to_vec(),
            pos.pieces(mansuba::Color::Black).to_vec(),
        );
        assert_eq!(lists, before_lists, "unmake keeps the generation order");
    }
}

const FENS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
];

#[test]
fn incremental_state_equals_recomputed_state() {
    let rules = Arc::new(Rules::new(orthodox()).unwrap());
    for fen in FENS {
        let mut pos = Position::from_fen(rules.clone(), fen).unwrap();
        walk(&mut pos, 3);
    }
}

#[test]
fn fen_round_trips() {
    let rules = Arc::new(Rules::new(orthodox()).unwrap());
    for fen in FENS {
        let pos = Position::from_fen(rules.clone(), fen).unwrap();
        assert_eq!(pos.to_fen(), *fen);
        let again = Position::from_fen(rules.clone(), &pos.to_fen()).unwrap();
        assert_eq!(again.hash(), pos.hash());
    }
}

/// Calls `visit` at every node of the perft tree of `depth` plies.
fn each_node(pos: &mut Position, depth: u32, visit: &mut impl FnMut(&mut Position)) {
    visit(pos);
    if depth == 0 {
        return;
    }
    for mv in pos.legal_moves() {
        pos.make(mv);
        each_node(pos, depth - 1, visit);
        pos.unmake();
    }
}

/// The hash a move leads to, told without making it (used to prefetch
/// table lines), is the hash after making it for plain moves, captures,
/// en-passant-free positions and promotions: checked in orthodox chess
/// wherever the move loses no castling right and sets no en-passant
/// square. Where the position says that guess is sure (a search then
/// looks the child up before playing it), it is the hash after making it:
/// along perft trees of every rule set, from their start positions with
/// castling rights and without (most of the sure cases need none).
#[test]
fn hash_guesses_match_made_moves() {
    let (mut guessed, mut checked, mut unsure) = (0, 0, 0);
    for set in ["orthodox", "courier", "couriermodern", "shatar", "tamerlane"] {
        let rules = Arc::new(Rules::new(mansuba::rules::by_name(set).unwrap()).unwrap());
        let start = rules.set().start_fen.clone();
        let without_castling = start.replacen(" KQkq ", " - ", 1);
        let mut fens = vec![start, without_castling];
        let orthodox = set == "orthodox";
        if orthodox {
            fens.extend(FENS.iter().map(|f| f.to_string()));
            fens.push("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1".into());
        }
        for fen in fens {
            let mut pos = Position::from_fen(rules.clone(), &fen).unwrap();
            each_node(&mut pos, 2, &mut |pos| {
                for mv in pos.legal_moves() {
                    let (guess, rights) = (pos.hash_guess(mv), pos.castling_rights());
                    let sure = pos.hash_guess_is_exact(mv);
                    pos.make(mv);
                    if orthodox && pos.castling_rights() == rights && pos.ep_square().is_none() {
                        assert_eq!(guess, pos.hash(), "{}", pos.to_fen());
                        guessed += 1;
                    }
                    if sure {
                        assert_eq!(guess, pos.hash(), "{set}: {}", pos.to_fen());
                        checked += 1;
                    } else {
                        unsure += 1;
                    }
                    pos.unmake();
                }
            });
        }
    }
    assert!(guessed > 50_000, "{guessed}");
    assert!(checked > 50_000 && unsure > 10_000, "{checked} {unsure}");
}

/// A move remembered from another position is judged legal here exactly
/// when it is one of this position's legal moves (pins, checks, en
/// passant, promotions); castling never is. Checked at every node of perft
/// trees for every move met so far in the walk (most of them from other
/// positions, as a remembered move is).
#[test]
fn remembered_moves_are_judged_as_the_legal_moves() {
    let rules = Arc::new(Rules::new(orthodox()).unwrap());
    let mut checked = 0;
    for fen in FENS {
        let mut pos = Position::from_fen(rules.clone(), fen).unwrap();
        let mut met: Vec<mansuba::Move> = Vec::new();
        let mut scratch = Vec::new();
        each_node(&mut pos, 2, &mut |pos| {
            let legal = pos.legal_moves();
            for &mv in &met {
                let judged = pos.is_legal_move(mv, &mut scratch);
                // Castling is never trusted from memory (false is always safe).
                if matches!(mv.kind, mansuba::position::MoveKind::Castling(_)) {
                    assert!(!judged || legal.contains(&mv), "{}", pos.to_fen());
                } else {
                    assert_eq!(judged, legal.contains(&mv), "{}", pos.to_fen());
                }
                checked += 1;
            }
            for mv in legal {
                if !met.contains(&mv) {
                    met.push(mv);
                }
            }
        });
    }
    assert!(checked > 100_000, "{checked}");
}

#[test]
fn transpositions_hash_alike() {
    // 1.Nf3 Nf6 2.Nc3 and 1.Nc3 Nf6 2.Nf3 reach the same position.
    let rules = Arc::new(Rules::new(orthodox()).unwrap());
    let play = |ucis: &[&str]| {
        let mut pos = Position::start(rules.clone());
        for u in ucis {
            let mv = pos.legal_moves().into_iter().find(|m| m.uci(&rules) == *u).unwrap();
            pos.make(mv);
        }
        pos.hash()
    };
    assert_eq!(play(&["g1f3", "g8f6", "b1c3"]), play(&["b1c3", "g8f6", "g1f3"]));
    assert_ne!(play(&["g1f3", "g8f6"]), play(&["b1c3", "g8f6"]));
}

#[test]
fn mate_and_stalemate() {
    let rules = Arc::new(Rules::new(orthodox()).unwrap());
    // Fool's mate.
    let mut p = Position::from_fen(
        rules.clone(),
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    )
    .unwrap();
    assert!(p.is_checkmate());
    assert!(!p.is_stalemate());
    // Black king a8, White queen b6, White king c8... classic stalemate.
    let mut p = Position::from_fen(rules.clone(), "k7/8/1Q6/8/8/8/8/2K5 b - - 0 1").unwrap();
    assert!(p.is_stalemate());
    assert!(!p.is_checkmate());
    let mut p = Position::start(rules);
    assert!(!p.is_checkmate() && !p.is_stalemate());
}
