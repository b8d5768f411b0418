//! The canonical state check: everything kept incrementally, recomputed
//! from the board alone. Used by tests after every make and unmake.

use super::Position;
use crate::piece::Color;

impl Position {
    /// The hash recomputed from scratch.
    pub fn compute_hash(&self) -> u64 {
        let rules = self.rules();
        let g = rules.geometry();
        let keys = rules.keys();
        let mut h = 0;
        for &sq in g.squares() {
            if let Some(p) = self.piece_at(sq) {
                h ^= keys.piece(p.code(), g.dense(sq));
            }
        }
        if self.side_to_move() == Color::Black {
            h ^= keys.black;
        }
        h ^= keys.castling(self.castling_rights());
        if let Some(ep) = self.ep_square() {
            h ^= keys.ep(g.dense(ep));
        }
        if let Some(ex) = self.last_exchange() {
            h ^= keys.exchanged(g.dense(ex.from)) ^ keys.exchanged(g.dense(ex.to));
        }
        for (i, &(sq, p)) in self.ghosts().iter().enumerate() {
            h ^= self.ghost_key(i, sq, p);
        }
        for (i, &c) in self.counters().iter().enumerate() {
            h ^= Self::counter_key(i, c);
        }
        for color in Color::ALL {
            if self.shak_run & (1 << color.index()) != 0 {
                h ^= keys.shak[color.index()];
            }
            if self.exchange_used(color) {
                h ^= keys.exchange[color.index()];
            }
        }
        h
    }

    /// Checks every incremental invariant; `Err` says which one broke.
    pub fn validity_check(&self) -> Result<(), String> {
        let rules = self.rules();
        let g = rules.geometry();
        if self.compute_hash() != self.hash() {
            return Err("incremental hash differs from the recomputed one".into());
        }
        let mut counts = [0u8; 256];
        for &sq in g.squares() {
            if let Some(p) = self.piece_at(sq) {
                counts[p.code() as usize] += 1;
            }
        }
        for color in Color::ALL {
            let mut royals = Vec::new();
            let mut present = 0;
            for &sq in g.squares() {
                if let Some(p) = self.piece_at(sq).filter(|p| p.belongs_to(color)) {
                    present |= super::kind_bit(p.code());
                    if !self.pieces(color).contains(&sq) {
                        return Err(format!("{} missing from the piece list", g.name(sq)));
                    }
                    let slot = if color == Color::Black && p.is_neutral() {
                        self.nslot[sq.index()]
                    } else {
                        self.slot[sq.index()]
                    };
                    if slot as usize >= self.pieces(color).len() || self.pieces(color)[slot as usize] != sq {
                        return Err(format!("slot of {} is wrong", g.name(sq)));
                    }
                    if rules.is_royal(p.kind()) {
                        royals.push(sq);
                    }
                }
            }
            if present != self.kinds_present(color) {
                return Err(format!("{color:?} kinds present are wrong"));
            }
            let mut listed = self.royals(color).to_vec();
            listed.sort_unstable();
            royals.sort_unstable();
            if listed != royals {
                return Err(format!("{color:?} royal list is wrong"));
            }
            let on_board = self
                .pieces(color)
                .iter()
                .filter(|&&s| self.piece_at(s).is_some_and(|p| p.belongs_to(color)));
            if on_board.count() != self.pieces(color).len() {
                return Err(format!("{color:?} piece list holds a square without its piece"));
            }
        }
        if counts != self.counts {
            return Err("piece counts are wrong".into());
        }
        Ok(())
    }
}
