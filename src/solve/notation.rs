//! Moves written the way Popeye writes them: `Sb1-c3`, `e5*d6 ep.`,
//! `a7-a8=Q`, `0-0`, piece letters in the problem's language.

use crate::geometry::Square;
use crate::position::{Effect, Move, MoveKind, Position};
use crate::problem::{Problem, neutral_letter, piece_letters, side_letter};

/// The text of a move in the position before it is made (no check mark).
pub fn move_text(problem: &Problem, pos: &Position, mv: Move) -> String {
    let rules = pos.rules();
    let g = rules.geometry();
    let piece = pos.piece_at(mv.from).expect("a piece moves");
    if let MoveKind::Castling(i) = mv.kind {
        let c = &rules.set().castling[i as usize];
        let mut s: String = if c.rook_from > c.king_from {
            "0-0".into()
        } else {
            "0-0-0".into()
        };
        // A half-neutral king turns as it castles (`0-0=nh`).
        if !pos.rules().conditions().fast().plain_make {
            write_effects_after(problem, pos, mv, &effects_of(pos, mv).1, None, &mut s);
            write_condition_end(pos, mv, &mut s);
        }
        return s;
    }
    if matches!(mv.kind, MoveKind::KingExchange | MoveKind::Exchange) {
        let other = pos.piece_at(mv.to).expect("an exchange partner");
        return format!(
            "{}{}<->{}{}",
            letters(problem, piece.kind()),
            g.name(mv.from),
            letters(problem, other.kind()),
            g.name(mv.to)
        );
    }
    let mut s = String::new();
    // The men the move changes before its own man moves, read from the
    // effect journal: SingleBox's latent promotion is written before the
    // move when the mover's own (Type 3), after it when the other side's
    // (Type 2, caused by a capture).
    let (before, later) = effects_of(pos, mv);
    let latent = before.iter().find_map(|e| match *e {
        Effect::Replaced { sq, before, after, .. } => Some((
            sq,
            after.kind(),
            before.color() == piece.color(),
            format!("[{}={}]", g.name(sq), letters(problem, after.kind())),
        )),
        _ => None,
    });
    if let Some((_, _, true, text)) = &latent {
        s.push_str(text);
    }
    // A latent pawn moving as the piece it becomes is written as that piece.
    let moving_kind = match latent {
        Some((sq, k, ..)) if sq == mv.from => k,
        _ => piece.kind(),
    };
    // Pawns go without letters, but Popeye's fairy pawns keep theirs
    // (`BPc2-b1=R`), and a pawn with attributes is written with them and
    // its letter (`rPd7-d5`).
    let fairy = crate::piece::catalogue::is_pawn(&rules.piece_type(moving_kind).name);
    let own_start = rules.conditions().move_text_start(pos, mv);
    if let Some(start) = own_start {
        // A condition's own start (a Make&Take castling make: `0-0*e6`).
        s.push_str(start);
    } else if piece.is_neutral() {
        // `nKg8-f8`, `nPe2-e4`: Popeye writes a neutral man's letter and
        // then always its piece's.
        s.push(neutral_letter(problem.language));
        s.push_str(&letters(problem, moving_kind));
    } else if !rules.is_pawn(moving_kind) || fairy || !problem.attributes(moving_kind).is_empty() {
        s.push_str(&letters(problem, moving_kind));
    }
    let capture = pos.capture_square(mv);
    let mut promotion_later = None;
    if own_start.is_none() {
        s.push_str(&g.name(mv.from).to_string());
    }
    // MarsCirce: the square the capturer captures from, where it is not
    // its own (`Db1-d8*d5`).
    let origin = rules.conditions().move_start(pos, mv);
    if origin != mv.from {
        s.push('-');
        s.push_str(&g.name(origin).to_string());
    }
    s.push(if capture.is_some() { '*' } else { '-' });
    // Take&Make: the square of the capture, then the make's arrival
    // (`Sa3*c4-c3`); after en passant the arrival alone, as Popeye has it.
    if let (MoveKind::TakeMake(_), Some(c)) = (mv.kind, capture) {
        s.push_str(&format!("{}-", g.name(c)));
    }
    s.push_str(&g.name(mv.to).to_string());
    // A pawn that must wait on its last rank (modern Courier) arrives
    // unpromoted; its promotion is written with a later move.
    let waits = rules
        .delayed_promotion()
        .is_some_and(|d| mv.promotion == Some(d.arrived));
    if mv.kind == MoveKind::ToHome {
        // The pawn of pawns' second arrival goes on to its home square.
        s.push_str("->");
        s.push_str(&g.name(pos.to_home_square(piece.color())).to_string());
    } else if let Some(k) = mv.promotion.filter(|_| !waits) {
        let p = promotion_text(problem, piece.is_neutral(), moving_kind, k);
        // A promotion after a condition's chosen effect is written after
        // it: `b7*c8[-wPg2][c8=Q]` (Breton), `b3-b4[wPb4->f8=Q]` (a
        // wormhole's exit).
        if rules.conditions().promotes_after_choice(pos, mv) {
            promotion_later = Some((p, moving_kind));
        } else {
            s.push_str(&p);
        }
    }
    if matches!(mv.kind, MoveKind::EnPassant | MoveKind::TakeMakeEp) {
        s.push_str(" ep.");
    }
    if let Some((_, _, false, text)) = &latent {
        s.push_str(text);
    }
    write_effects_after(problem, pos, mv, &later, promotion_later, &mut s);
    if !rules.conditions().fast().plain_make {
        write_condition_end(pos, mv, &mut s);
    }
    s
}

/// What a condition writes after the move (BGL's budgets left).
fn write_condition_end(pos: &Position, mv: Move, s: &mut String) {
    let mut after = pos.clone();
    after.make(mv);
    s.push_str(&pos.rules().conditions().move_text_end(pos, &after));
}

/// What the conditions do after the man's move, as Popeye writes it
/// after the move's own text.
/// `promotion`: the promotion's text, and the pawn's kind, where it is
/// written after the condition's chosen effect.
fn write_effects_after(
    problem: &Problem,
    pos: &Position,
    mv: Move,
    later: &[Effect],
    mut promotion: Option<(String, crate::piece::Kind)>,
    s: &mut String,
) {
    let g = pos.rules().geometry();
    // What the conditions do after the move, as Popeye writes it: a man
    // added (a Circe rebirth) `[+bSb8]`, a man taken off and put back
    // elsewhere (an AntiCirce rebirth) `[bTh3->a8]`: colour letter, piece
    // letters (a pawn's too), squares.
    let man = |piece: crate::piece::Piece| {
        format!(
            "{}{}",
            side_letter(problem.language, piece.color(), piece.is_neutral()),
            letters(problem, piece.kind())
        )
    };
    let mut removed = None;
    // The square of the man the last bracket wrote: a change of sides of
    // that man goes inside it (`[wSc2->b1=b]`).
    let mut bracketed = None;
    let chosen = mv.latent.chosen_square();
    // Squares where a man went under the board (Circe Volcanic,
    // Parachute): the man lifted from there and put back around it is
    // not written; a reborn man placed there and gone under is
    // `[+wSg1->v]`.
    let under: Vec<Square> = (later.iter())
        .filter_map(|e| match *e {
            Effect::GhostRemembered { sq, .. } => Some(sq),
            _ => None,
        })
        .collect();
    let mut placed: Vec<Square> = Vec::new();
    for &e in later {
        match e {
            Effect::Removed { sq, .. } if under.contains(&sq) => {}
            Effect::Added { sq, .. } if under.contains(&sq) && placed.contains(&sq) => {}
            Effect::GhostRemembered { sq, .. } if placed.contains(&sq) && bracketed == Some(sq) => {
                s.insert_str(s.len() - 1, "->v");
            }
            // The man a condition chose taken off (Breton): `[-wBg4]`.
            Effect::Removed { sq, piece, .. } if chosen == Some(sq) => {
                s.push_str(&format!("[-{}{}]", man(piece), g.name(sq)));
                if let Some((p, _)) = promotion.take() {
                    s.push_str(&format!("[{}{p}]", g.name(mv.to)));
                }
            }
            // ... or turned: `[d4=b]`.
            Effect::Replaced { sq, after, .. } if chosen == Some(sq) => {
                s.push_str(&format!(
                    "[{}={}]",
                    g.name(sq),
                    side_letter(problem.language, after.color(), after.is_neutral())
                ));
                if let Some((p, _)) = promotion.take() {
                    s.push_str(&format!("[{}{p}]", g.name(mv.to)));
                }
            }
            Effect::Removed { sq, piece, .. } => removed = Some((sq, piece)),
            // A man sent to the square chosen, promoting there:
            // `[wPb4->f8=Q]`.
            Effect::Added { sq, piece } if chosen == Some(sq) && promotion.is_some() => {
                let (p, pawn) = promotion.take().expect("a promotion");
                let from = removed.take().map_or(mv.to, |(from, _)| from);
                let letter = side_letter(problem.language, piece.color(), piece.is_neutral());
                s.push_str(&format!(
                    "[{letter}{}{}->{}{p}]",
                    letters(problem, pawn),
                    g.name(from),
                    g.name(sq)
                ));
                bracketed = Some(sq);
            }
            Effect::Added { sq, piece } => {
                match removed.take() {
                    Some((from, p)) if p == piece => {
                        s.push_str(&format!("[{}{}->{}]", man(piece), g.name(from), g.name(sq)))
                    }
                    _ => s.push_str(&format!("[+{}{}]", man(piece), g.name(sq))),
                }
                bracketed = Some(sq);
                placed.push(sq);
            }
            // A reborn pawn that promoted where it was reborn (Circe):
            // `[+bPa1=S]`.
            Effect::Replaced { sq, before, after, .. }
                if bracketed == Some(sq) && before.same_side(after) && before.kind() != after.kind() =>
            {
                let p = promotion_text(problem, after.is_neutral(), before.kind(), after.kind());
                s.insert_str(s.len() - 1, &p);
            }
            // A man that changed sides (Andernach): `=` and the new
            // colour's initial.
            // A royal man that took on another walk (KobulKings): `[b7=rR]`.
            Effect::Replaced { sq, before, after, .. }
                if before.same_side(after) && before.kind() != after.kind() && problem.rules.is_royal(after.kind()) =>
            {
                s.push_str(&format!("[{}={}]", g.name(sq), letters(problem, after.kind())));
            }
            Effect::Replaced { sq, before, after, .. } if before.kind() == after.kind() => {
                let letter = side_letter(problem.language, after.color(), after.is_neutral());
                // A half-neutral man's change: `=nh`, `=wh` (Popeye's
                // `h` in every language).
                let half = problem
                    .attributes(after.kind())
                    .contains(crate::input::Attributes::HALF_NEUTRAL);
                let change = format!("={letter}{}", if half { "h" } else { "" });
                if bracketed == Some(sq) {
                    s.insert_str(s.len() - 1, &change);
                } else if sq == mv.to {
                    s.push_str(&change);
                } else {
                    // Another man turned (Masand): `[f1=w]`.
                    s.push_str(&format!("[{}{change}]", g.name(sq)));
                }
            }
            _ => {}
        }
    }
    if let Some((p, _)) = promotion {
        s.push_str(&p);
    }
}

/// A promotion of a man of `from` to `to` as Popeye writes it: a neutral
/// man's `n` first; the attributes the man gains as it promotes after the
/// piece (`=Q=c`: a pawn becoming a chameleon queen), those it keeps
/// before (`=rQ`, a chameleon's `=cB`).
fn promotion_text(problem: &Problem, neutral: bool, from: crate::piece::Kind, to: crate::piece::Kind) -> String {
    let gained = problem.attributes(to).without(problem.attributes(from));
    let kept = problem.attributes(to).without(gained);
    let mut p = String::from("=");
    if neutral {
        p.push(neutral_letter(problem.language));
    }
    p.push_str(&crate::problem::attribute_letters(problem.language, kept));
    p.push_str(&piece_letters(problem.language, problem.piece_names[to.0 as usize]));
    if !gained.is_empty() {
        p.push('=');
        if neutral {
            p.push(neutral_letter(problem.language));
        }
        p.push_str(&crate::problem::attribute_letters(problem.language, gained));
    }
    p
}

/// The journal entries `mv` writes (before and after its man moves), read
/// by making it on a copy; none where the move can have none.
fn effects_of(pos: &Position, mv: Move) -> (Vec<Effect>, Vec<Effect>) {
    if mv.latent.is_none() && pos.rules().conditions().fast().plain_make {
        return (Vec::new(), Vec::new());
    }
    let mut after = pos.clone();
    after.make(mv);
    let (before, later) = after.last_effects();
    (before.to_vec(), later.to_vec())
}

/// A kind's letters, after its attributes' (`rQ` for a royal queen).
fn letters(problem: &Problem, kind: crate::piece::Kind) -> String {
    let attributes = crate::problem::attribute_letters(problem.language, problem.attributes(kind));
    attributes + &piece_letters(problem.language, problem.piece_names[kind.0 as usize])
}
