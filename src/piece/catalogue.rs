//! Fairy pieces by their Popeye name, with their walks. A problem that
//! uses one adds it to its rule set's roster.

/// `(Popeye's English name, walk)`, in the order of Popeye's list of
/// walks (`pieces/pieces.h`), which is the order it promotes to them in.
/// Popeye's `Giraffe` is the (4,1) leaper, not Tamerlane's bent giraffe;
/// its `Dummy` (`-`) does not move, and its `Orphan` moves as the enemy
/// men observing it (see [`crate::piece::PieceType::orphan`]). The Chinese pieces move as riders and
/// capture by hopping (`mRcpR`: the Pao); Popeye's Mao and Moa are the
/// bent leapers `W-F1` and `F-W1` (the square passed must be empty).
pub const FAIRY: &[(&str, &str)] = &[
    ("Leo", "mQcpQ"),
    ("Mao", "W-F1"),
    ("Pao", "mRcpR"),
    ("Vao", "mBcpB"),
    ("Grasshopper", "gQ"),
    ("Nightrider", "NN"),
    ("Zebra", "Z"),
    ("Camel", "C"),
    ("Giraffe", "(4,1)"),
    ("RootFiftyLeaper", "(7,1)(5,5)"),
    ("Bucephale", "(4,3)(5,0)"),
    ("Wazir", "W"),
    ("Alfil", "A"),
    ("Fers", "F"),
    ("Dabbaba", "D"),
    ("Lion", "pQ"),
    ("Locust", "xQ"),
    ("BerolinaPawn", "fcWflmFiflmnAfrmFifrmnA"),
    ("Amazon", "QN"),
    ("Empress", "RN"),
    ("Princess", "BN"),
    ("Gnu", "CN"),
    ("Antelope", "(4,3)"),
    ("Squirrel", "DAN"),
    ("Waran", "NNR"),
    ("Kangaroo", "ggQ"),
    ("NightriderHopper", "gNN"),
    ("Dummy", "-"),
    ("Camelrider", "CC"),
    ("Zebrarider", "ZZ"),
    ("Gnurider", "CCNN"),
    ("CamelriderHopper", "gCC"),
    ("ZebrariderHopper", "gZZ"),
    ("GnuriderHopper", "gCCgNN"),
    ("RookLion", "pR"),
    ("BishopLion", "pB"),
    ("Sirene", "mQxQ"),
    ("Triton", "mRxR"),
    ("Nereide", "mBxB"),
    ("Orphan", "orphan"),
    ("Edgehog", "eQ"),
    ("Moa", "F-W1"),
    ("RookHopper", "gR"),
    ("BishopHopper", "gB"),
    ("ContraGrasshopper", "pK"),
    ("Okapi", "NZ"),
    ("Leaper37", "(7,3)"),
    ("Grasshopper2", "g2Q"),
    ("Grasshopper3", "g3Q"),
    ("Leaper16", "(6,1)"),
    ("Leaper24", "(4,2)"),
    ("Leaper35", "(5,3)"),
    ("KingHopper", "gK"),
    ("Leaper15", "(5,1)"),
    ("Leaper25", "(5,2)"),
    ("Gral", "AgR"),
    ("RookLocust", "xR"),
    ("BishopLocust", "xB"),
    ("NightriderLocust", "xNN"),
    ("WazirRider", "WW"),
    ("FersRider", "FF"),
    ("Bison", "ZC"),
    ("Elephant", "QNN"),
    ("Nao", "mNNcpNN"),
    ("Scorpion", "KgQ"),
    ("Leaper36", "(6,3)"),
    ("NightriderLion", "pNN"),
    ("Dolphin", "ggQgQ"),
    ("Zebu", "C(4,1)"),
    ("KangarooLion", "ppQ"),
    ("Kao", "mNcgN"),
    ("KnightHopper", "gN"),
    ("MarineKnight", "mNxN"),
    ("Poseidon", "mKxK"),
    ("Sting", "gQK"),
];

/// Popeye's king walks besides the king (`is_king` in its
/// `pieces/walks/classification.c`): royal men (a side's Sting is its
/// king), never a promotion.
pub const ROYAL: [&str; 2] = ["Poseidon", "Sting"];

/// Popeye's pawn walks among its fairy pieces: pawns (promotion, double
/// step, en passant), never a promotion.
pub const PAWNS: [&str; 1] = ["BerolinaPawn"];

/// Is this fairy piece (Popeye name, case-insensitive) a pawn?
pub fn is_pawn(popeye_name: &str) -> bool {
    PAWNS.iter().any(|n| n.eq_ignore_ascii_case(popeye_name))
}

/// Is this fairy piece (Popeye name, case-insensitive) royal?
pub fn is_royal(popeye_name: &str) -> bool {
    ROYAL.iter().any(|n| n.eq_ignore_ascii_case(popeye_name))
}

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
            let special = ["-", "orphan"].contains(walk);
            assert!(special || crate::piece::Walk::parse(walk).is_ok(), "{name}");
        }
    }
}
