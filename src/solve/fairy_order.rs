//! The order in which Popeye generates a fairy man's moves, for
//! [`super::popeye_order`]: a walk's groups one after the other (its Gnu
//! `CN` leaps as a camel first), within a group the directions in the order
//! of Popeye's table of vectors, along a direction outward. A Chinese
//! piece's move and capture groups (`mRcpR`) are one generator in Popeye:
//! per direction the moves, then the capture. The kangaroo's directions
//! come last to first.

use crate::piece::{Atom, Kind, Mode, Shape};
use crate::position::Position;

/// Most slots (a direction of one atom) a walk has, and steps along one.
const STEPS_PER_SLOT: u32 = 32;

/// Popeye's order of the reflections of a base vector (its table `vec[]`
/// in `pieces/walks/vectors.c`): a straight family as the rook's
/// `(k,0) (0,k) (-k,0) (0,-k)`, a diagonal one as the bishop's
/// `(-k,k) (k,k) (k,-k) (-k,-k)`, an oblique one the four pointing up, from
/// the left round to the right, then their opposites in the same order.
fn popeye_family((a, b): (i8, i8)) -> Vec<(i8, i8)> {
    let (a, b) = (a.max(b), a.min(b));
    if b == 0 {
        return vec![(a, 0), (0, a), (-a, 0), (0, -a)];
    }
    if a == b {
        return vec![(-a, a), (a, a), (a, -a), (-a, -a)];
    }
    let up = [(-a, b), (-b, a), (b, a), (a, b)];
    up.iter().copied().chain(up.iter().map(|&(x, y)| (-x, -y))).collect()
}

/// The base vector whose family an atom's moves follow: the final vector
/// of a bent leaper (Popeye's Mao and Moa go through the knight's vectors).
fn popeye_base(atom: &Atom) -> (i8, i8) {
    let (a, b) = (atom.vector.0 as i8, atom.vector.1 as i8);
    match atom.shape {
        Shape::Bent { then, .. } => (a + then.0 as i8, b + then.1 as i8),
        _ => (a, b),
    }
}

/// Walks whose first generator goes through the directions last to first
/// (Popeye's `kangaroo_generate_moves`, used by the Dolphin too, and
/// `edgehog_generate_moves`).
const DESCENDING: [&str; 4] = ["kangaroo", "kangaroolion", "dolphin", "edgehog"];

/// How many steps along `dir` the move `(df, dr)` is, if it is along it.
fn steps_along((df, dr): (i8, i8), (dx, dy): (i8, i8)) -> Option<u32> {
    (1..=STEPS_PER_SLOT as i8 - 1)
        .find(|&n| n * dx == df && n * dy == dr)
        .map(|n| n as u32)
}

/// Can `atom` make a move `n` steps along one of its directions?
fn atom_makes(atom: &Atom, n: u32, capture: bool) -> bool {
    let mode_ok = match atom.mode {
        Mode::Any => true,
        Mode::Move => !capture,
        Mode::Capture => capture,
    };
    mode_ok
        && match atom.shape {
            Shape::Leap { .. } | Shape::Bent { .. } => n == 1,
            Shape::Ride { min, max } => n >= u32::from(min) && max.is_none_or(|m| n <= u32::from(m)),
            Shape::EdgeRide => true,
            Shape::Locust { far } => far || n == 1,
            Shape::Hop { .. } => n >= 2,
        }
}

/// Where among a walk's moves in Popeye's generation order a move
/// `(df, dr)` (a capture or not) comes; `None` if the walk has no such move.
fn generated_at(name: &str, atoms: &[Atom], df: i8, dr: i8, capture: bool) -> Option<u32> {
    // Groups into generators: a capture-only group right after a move-only
    // group of the same vectors joins it (the Chinese pieces).
    let mut calls: Vec<Vec<&Atom>> = Vec::new();
    for (i, atom) in atoms.iter().enumerate() {
        let joins = i > 0 && atoms[i - 1].group == atom.group;
        let chinese = atom.mode == Mode::Capture
            && calls.last().is_some_and(|c| {
                c.iter().all(|a| a.mode == Mode::Move && a.group != atom.group)
                    && c.iter().any(|a| popeye_base(a) == popeye_base(atom))
            });
        match calls.last_mut() {
            Some(call) if joins || chinese => call.push(atom),
            _ => calls.push(vec![atom]),
        }
    }
    let mut slot = 0u32;
    for (c, call) in calls.iter().enumerate() {
        let first_group = call[0].group;
        let mut dirs: Vec<(i8, i8)> = call
            .iter()
            .filter(|a| a.group == first_group)
            .flat_map(|a| popeye_family(popeye_base(a)))
            .collect();
        if c == 0 && DESCENDING.contains(&name) {
            dirs.reverse();
        }
        for dir in dirs {
            for atom in call.iter().filter(|a| popeye_family(popeye_base(a)).contains(&dir)) {
                if let Some(n) = steps_along((df, dr), dir)
                    && atom_makes(atom, n, capture)
                {
                    return Some(slot * STEPS_PER_SLOT + n);
                }
                slot += 1;
            }
        }
    }
    None
}

/// Sort key part of the move `(df, dr)` (a capture or not) of a fairy man
/// of `kind` (smaller is tried earlier: Popeye plays a man's moves from the
/// last generated), below `1 << 15`. (Where orphans may stand Popeye sorts
/// the moves by square instead: [`super::popeye_order`].)
pub(super) fn fairy_rank(pos: &Position, kind: Kind, df: i8, dr: i8, capture: bool) -> u32 {
    let t = pos.rules().piece_type(kind);
    if t.walk_name() == "berolinapawn" {
        // Popeye's `berolina_pawn_generate_moves`: the capture straight on,
        // then the steps towards the a-file (one, two), then the h-file.
        let generated = match (df.signum(), dr.abs()) {
            (0, _) => 0,
            (-1, 1) => 1,
            (-1, _) => 2,
            (_, 1) => 3,
            _ => 4,
        };
        return 4 - generated;
    }
    generated_at(t.walk_name(), &t.walk.atoms, df, dr, capture).map_or(0, |p| (1 << 15) - 1 - p.min((1 << 15) - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Popeye's `vec[]` entries 9-16 (knight), 25-32 (zebra) and 65-68
    /// (alfil), decoded from its numbering (24 per rank).
    #[test]
    fn families_in_popeyes_order() {
        assert_eq!(
            popeye_family((2, 1)),
            [(-2, 1), (-1, 2), (1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1)]
        );
        assert_eq!(
            popeye_family((3, 2)),
            [(-3, 2), (-2, 3), (2, 3), (3, 2), (3, -2), (2, -3), (-2, -3), (-3, -2)]
        );
        assert_eq!(popeye_family((2, 2)), [(-2, 2), (2, 2), (2, -2), (-2, -2)]);
        assert_eq!(popeye_family((1, 0)), [(1, 0), (0, 1), (-1, 0), (0, -1)]);
    }

    #[test]
    fn chinese_moves_come_before_the_capture_of_their_direction() {
        let pao = crate::piece::Walk::parse("mRcpR").unwrap();
        let step = generated_at("pao", &pao.atoms, 0, 2, false).unwrap();
        let capture = generated_at("pao", &pao.atoms, 0, 5, true).unwrap();
        let west = generated_at("pao", &pao.atoms, -1, 0, false).unwrap();
        assert!(step < capture && capture < west);
    }
}
