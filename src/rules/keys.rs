//! Zobrist keys, drawn from a fixed seed so that hashes are the same on
//! every run and every machine.

/// Random keys for pieces on squares, castling rights, en passant and side.
#[derive(Clone, Debug)]
pub struct ZobristKeys {
    squares: usize,
    piece: Vec<u64>,
    castling: [u64; 8],
    ep: Vec<u64>,
    /// Key of Black to move.
    pub black: u64,
    /// Keys of "this side's run of checks holds a shak" (Shatar).
    pub shak: [u64; 2],
    /// Keys of "this side has used its king exchange" (Tamerlane).
    pub exchange: [u64; 2],
}

fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl ZobristKeys {
    /// Keys for a board of `squares` squares (dense count).
    pub fn new(squares: usize) -> ZobristKeys {
        let mut s = 0x006d_616e_7375_6261_u64; // "mansuba"
        let piece = (0..128 * squares).map(|_| splitmix(&mut s)).collect();
        let castling = std::array::from_fn(|_| splitmix(&mut s));
        let ep = (0..squares).map(|_| splitmix(&mut s)).collect();
        let mut keys = ZobristKeys {
            squares,
            piece,
            castling,
            ep,
            black: splitmix(&mut s),
            shak: [splitmix(&mut s), splitmix(&mut s)],
            exchange: [splitmix(&mut s), splitmix(&mut s)],
        };
        // The neutral men's codes (128 and up) drawn last, so that the
        // other keys stay what they were before neutral men.
        keys.piece.extend((0..128 * squares).map(|_| splitmix(&mut s)));
        keys
    }

    /// Key of a square made a hole during play (HaanerChess): the empty
    /// code's key, which no man uses.
    #[inline]
    pub fn hole(&self, dense: usize) -> u64 {
        self.piece(crate::piece::EMPTY, dense)
    }

    /// Key of "the last move exchanged the man on this dense square"
    /// (Messigny forbids those men to exchange back): the off-board code's
    /// key, which no man uses.
    #[inline]
    pub fn exchanged(&self, dense: usize) -> u64 {
        self.piece(crate::piece::OFF, dense)
    }

    /// Key of a piece code on a dense square index.
    #[inline]
    pub fn piece(&self, code: u8, dense: usize) -> u64 {
        self.piece[code as usize * self.squares + dense]
    }

    /// Combined key of a set of castling rights.
    #[inline]
    pub fn castling(&self, rights: u8) -> u64 {
        (0..8)
            .filter(|b| rights >> b & 1 != 0)
            .fold(0, |h, b| h ^ self.castling[b])
    }

    /// Key of an en passant target on a dense square index.
    #[inline]
    pub fn ep(&self, dense: usize) -> u64 {
        self.ep[dense]
    }
}
