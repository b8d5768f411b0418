//! Fairy pieces by their Popeye name, with their walks. A problem that
//! uses one adds it to its rule set's roster.

/// `(Popeye's English name, walk)`, in the order of Popeye's list of
/// walks (`pieces/pieces.h`), which is the order it promotes to them in.
/// Popeye's `Giraffe` is the (4,1) leaper, not Tamerlane's bent giraffe.
pub const FAIRY: &[(&str, &str)] = &[
    ("Grasshopper", "gQ"),
    ("Nightrider", "NN"),
    ("Zebra", "Z"),
    ("Camel", "C"),
    ("Giraffe", "(4,1)"),
    ("Wazir", "W"),
    ("Alfil", "A"),
    ("Fers", "F"),
    ("Dabbaba", "D"),
    ("Amazon", "QN"),
    ("Empress", "RN"),
    ("Princess", "BN"),
];

/// The walk of a fairy piece known to mansuba, by Popeye name
/// (case-insensitive).
pub fn fairy_walk(popeye_name: &str) -> Option<&'static str> {
    FAIRY
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(popeye_name))
        .map(|(_, w)| *w)
}

/// A fairy piece's place in Popeye's list of walks, by Popeye name
/// (case-insensitive): Popeye promotes to the fairy pieces of a problem
/// in that order, after the queen, knight, rook and bishop.
pub fn popeye_rank(popeye_name: &str) -> Option<usize> {
    FAIRY.iter().position(|(n, _)| n.eq_ignore_ascii_case(popeye_name))
}

#[cfg(test)]
mod tests {
    /// Popeye promotes to the fairy pieces in its order of walks (suite
    /// case 0270: G, N, Z, CA, GI after Q, S, R, B).
    #[test]
    fn fairy_pieces_rank_in_popeyes_order_of_walks() {
        let names = [
            "Grasshopper",
            "Nightrider",
            "Zebra",
            "Camel",
            "Giraffe",
            "Wazir",
            "Amazon",
        ];
        let ranks: Vec<_> = names.iter().map(|n| super::popeye_rank(n).unwrap()).collect();
        assert!(ranks.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn every_catalogue_walk_parses() {
        for (name, walk) in super::FAIRY {
            assert!(crate::piece::Walk::parse(walk).is_ok(), "{name}");
        }
    }
}
