//! FEN and X-FEN: read and write, for any rectangular board of a rule set.
//! Runs of empty squares may be several digits long (`12` on a 12-file
//! rank), as Fairy-Stockfish writes them; `*` marks a hole.

use std::fmt::Write;
use std::sync::Arc;

use super::Position;
use crate::geometry::Coord;
use crate::piece::{Color, Piece};
use crate::rules::Rules;

/// Why a FEN could not be read. Each variant names the field at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// Not 4 to 6 space-separated fields.
    #[error("FEN has {0} fields; expected 4 to 6 (board, side, castling, en passant[, halfmove, fullmove])")]
    FieldCount(usize),
    /// Board field: wrong number of ranks.
    #[error("board field: {found} ranks, the board has {expected}")]
    RankCount {
        /// Ranks read.
        found: usize,
        /// Ranks of the board.
        expected: u8,
    },
    /// Board field: a rank is too long or too short.
    #[error("board field: rank {rank} has {found} squares, the board has {expected} files")]
    RankWidth {
        /// Rank number (1-based).
        rank: u8,
        /// Squares described.
        found: usize,
        /// Files of the board.
        expected: u8,
    },
    /// Board field: a rank far longer than any board.
    #[error("board field: rank {rank} describes far more squares than the board has files")]
    RankTooLong {
        /// Rank number (1-based).
        rank: u8,
    },
    /// Board field: a character that is neither a digit nor a piece letter.
    #[error("board field: `{letter}` on rank {rank} is not a piece of {rules}")]
    UnknownPiece {
        /// The character.
        letter: char,
        /// Rank number (1-based).
        rank: u8,
        /// Rule set name.
        rules: String,
    },
    /// Board field: a piece or `*` where the board has a hole, or the reverse.
    #[error("board field: rank {rank}: holes must be written `*`, exactly where the board has them")]
    Hole {
        /// Rank number (1-based).
        rank: u8,
    },
    /// Board field: a pawn on its promotion rank.
    #[error("board field: a pawn on {square}, its promotion rank")]
    PawnOnLastRank {
        /// Square name.
        square: String,
    },
    /// Side field is not `w` or `b`.
    #[error("side-to-move field: `{0}` is neither `w` nor `b`")]
    Side(String),
    /// Castling field: a bad or impossible letter.
    #[error("castling field: `{letter}` {why}")]
    Castling {
        /// The letter.
        letter: char,
        /// Why it is wrong.
        why: String,
    },
    /// En passant field: not a square, or not a possible target.
    #[error("en passant field: `{text}` {why}")]
    EnPassant {
        /// The field.
        text: String,
        /// Why it is wrong.
        why: String,
    },
    /// Halfmove or fullmove field is not a number.
    #[error("{field} field: `{text}` is not a number")]
    Counter {
        /// Which field.
        field: &'static str,
        /// The text.
        text: String,
    },
    /// More royals than the rule set allows.
    #[error("board field: {color:?} has {count} royal pieces; {rules} allows {max}")]
    TooManyRoyals {
        /// Which side.
        color: Color,
        /// How many.
        count: usize,
        /// The limit.
        max: u8,
        /// Rule set name.
        rules: String,
    },
    /// The side to move could capture a royal piece.
    #[error("the side to play can capture the king")]
    KingCapturable,
}

impl Position {
    /// Reads a position from FEN (X-FEN castling letters accepted).
    pub fn from_fen(rules: Arc<Rules>, fen: &str) -> Result<Position, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if !(4..=6).contains(&fields.len()) {
            return Err(FenError::FieldCount(fields.len()));
        }
        let mut pos = Position::empty(rules.clone());
        read_board(&mut pos, &rules, fields[0])?;
        match fields[1] {
            "w" | "W" => {}
            "b" | "B" => pos.set_side_to_move(Color::Black),
            other => return Err(FenError::Side(other.into())),
        }
        let rights = read_castling(&pos, &rules, fields[2])?;
        pos.set_castling_rights(rights);
        read_ep(&mut pos, &rules, fields[3])?;
        let counter = |i: usize, field: &'static str| -> Result<Option<u32>, FenError> {
            fields
                .get(i)
                .map(|t| {
                    t.parse::<u32>().map_err(|_| FenError::Counter {
                        field,
                        text: t.to_string(),
                    })
                })
                .transpose()
        };
        pos.halfmove = counter(4, "halfmove")?.unwrap_or(0);
        pos.fullmove = counter(5, "fullmove")?.unwrap_or(1).max(1);
        if let Some(max) = rules.set().max_royals {
            for color in Color::ALL {
                let count = pos.royals(color).len();
                if count > max as usize {
                    let rules = rules.set().name.clone();
                    return Err(FenError::TooManyRoyals {
                        color,
                        count,
                        max,
                        rules,
                    });
                }
            }
        }
        if pos.can_capture_royal() {
            return Err(FenError::KingCapturable);
        }
        Ok(pos)
    }

    /// Writes the position as FEN (castling as `KQkq` where the rule's
    /// rook is the outermost one, else as X-FEN file letters).
    pub fn to_fen(&self) -> String {
        let rules = self.rules();
        let g = rules.geometry();
        let mut out = String::new();
        for rank in (0..g.ranks() as i8).rev() {
            let mut empty = 0;
            for file in 0..g.files() as i8 {
                let sq = g.square(Coord::new(file, rank));
                match sq.map(|s| self.piece_at(s)) {
                    Some(None) => empty += 1,
                    cell => {
                        if empty > 0 {
                            write!(out, "{empty}").unwrap();
                            empty = 0;
                        }
                        out.push(match cell {
                            Some(Some(p)) => piece_letter(rules, p),
                            _ => '*',
                        });
                    }
                }
            }
            if empty > 0 {
                write!(out, "{empty}").unwrap();
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push_str(if self.side_to_move() == Color::White {
            " w "
        } else {
            " b "
        });
        let rules_list = &rules.set().castling;
        let mut any = false;
        for color in Color::ALL {
            for (i, c) in rules_list.iter().enumerate() {
                if self.castling & Rules::castling_bit(i, color) == 0 {
                    continue;
                }
                any = true;
                let kingside = c.rook_from > c.king_from;
                let outermost = rules_list
                    .iter()
                    .filter(|o| (o.rook_from > o.king_from) == kingside)
                    .all(|o| {
                        if kingside {
                            o.rook_from <= c.rook_from
                        } else {
                            o.rook_from >= c.rook_from
                        }
                    });
                let letter = if outermost {
                    if kingside { 'k' } else { 'q' }
                } else {
                    (b'a' + c.rook_from) as char
                };
                out.push(if color == Color::White {
                    letter.to_ascii_uppercase()
                } else {
                    letter
                });
            }
        }
        if !any {
            out.push('-');
        }
        out.push(' ');
        match self.ep_square() {
            Some(sq) => write!(out, "{}", g.name(sq)).unwrap(),
            None => out.push('-'),
        }
        write!(out, " {} {}", self.halfmove, self.fullmove).unwrap();
        out
    }

    /// Can the side to move capture a royal piece of the other side?
    pub(crate) fn can_capture_royal(&self) -> bool {
        let them = !self.side_to_move();
        self.royals(them)
            .iter()
            .any(|&sq| self.is_attacked(sq, self.side_to_move()))
    }
}

/// FEN letter of a piece: upper case for White.
pub(crate) fn piece_letter(rules: &Rules, p: Piece) -> char {
    let l = rules.piece_type(p.kind()).letter;
    if l == '\0' {
        // A kind with no FEN letter (Tamerlane's pawn of pawns stages).
        return '?';
    }
    if p.color() == Color::White {
        l.to_ascii_uppercase()
    } else {
        l
    }
}

fn read_board(pos: &mut Position, rules: &Rules, board: &str) -> Result<(), FenError> {
    let g = rules.geometry();
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != g.ranks() as usize {
        return Err(FenError::RankCount {
            found: ranks.len(),
            expected: g.ranks(),
        });
    }
    for (i, text) in ranks.iter().enumerate() {
        let rank = g.ranks() as i8 - 1 - i as i8;
        let rank_no = rank as u8 + 1;
        let mut file: usize = 0;
        let mut chars = text.chars().peekable();
        let width_error = |found: usize| {
            if found > crate::geometry::MAX_SIDE as usize * 4 {
                FenError::RankTooLong { rank: rank_no }
            } else {
                FenError::RankWidth {
                    rank: rank_no,
                    found,
                    expected: g.files(),
                }
            }
        };
        while let Some(c) = chars.next() {
            if let Some(d) = c.to_digit(10) {
                let mut n = d as usize;
                while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                    n = n.saturating_mul(10).saturating_add(d as usize);
                    chars.next();
                }
                for f in file..file.saturating_add(n).min(g.files() as usize) {
                    if g.square(Coord::new(f as i8, rank)).is_none() {
                        return Err(FenError::Hole { rank: rank_no });
                    }
                }
                file = file.saturating_add(n);
                continue;
            }
            if file >= g.files() as usize {
                return Err(width_error(file.saturating_add(1)));
            }
            let sq = g.square(Coord::new(file as i8, rank));
            if c == '*' {
                if sq.is_some() {
                    return Err(FenError::Hole { rank: rank_no });
                }
                file += 1;
                continue;
            }
            let kind = rules
                .kind_by_letter(c)
                .filter(|_| c.is_ascii_alphabetic())
                .ok_or_else(|| FenError::UnknownPiece {
                    letter: c,
                    rank: rank_no,
                    rules: rules.set().name.clone(),
                })?;
            let color = if c.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let sq = sq.ok_or(FenError::Hole { rank: rank_no })?;
            if rules.is_pawn(kind) && rules.is_promotion_square(sq, color) && !rules.promotion_kinds().is_empty() {
                return Err(FenError::PawnOnLastRank {
                    square: g.name(sq).to_string(),
                });
            }
            pos.put(sq, Piece::new(color, kind));
            file += 1;
        }
        if file != g.files() as usize {
            return Err(width_error(file));
        }
    }
    Ok(())
}

fn read_castling(pos: &Position, rules: &Rules, field: &str) -> Result<u8, FenError> {
    if field == "-" {
        return Ok(0);
    }
    let list = &rules.set().castling;
    let mut rights = 0u8;
    for letter in field.chars() {
        let bad = |why: &str| FenError::Castling {
            letter,
            why: why.into(),
        };
        let color = if letter.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let l = letter.to_ascii_lowercase();
        let index = match l {
            'k' | 'q' => {
                let kingside = l == 'k';
                list.iter()
                    .enumerate()
                    .filter(|(_, c)| (c.rook_from > c.king_from) == kingside)
                    .max_by_key(|(_, c)| {
                        if kingside {
                            c.rook_from as i32
                        } else {
                            -(c.rook_from as i32)
                        }
                    })
                    .map(|(i, _)| i)
            }
            'a'..='z' => list.iter().position(|c| c.rook_from == l as u8 - b'a'),
            _ => return Err(bad("is not a castling letter")),
        }
        .ok_or_else(|| bad("names no castling of this rule set"))?;
        let bit = Rules::castling_bit(index, color);
        if rights & bit != 0 {
            return Err(bad("is given twice"));
        }
        let c = &list[index];
        let king_ok = rules
            .home_square(color, c.king_from)
            .and_then(|s| pos.piece_at(s))
            .is_some_and(|p| p.color() == color && rules.is_royal(p.kind()));
        let rook_ok = rules
            .home_square(color, c.rook_from)
            .and_then(|s| pos.piece_at(s))
            .is_some_and(|p| p.color() == color && Some(p.kind()) == rules.castling_partner());
        if !king_ok || !rook_ok {
            return Err(bad("needs the king and the rook on their squares"));
        }
        rights |= bit;
    }
    Ok(rights)
}

fn read_ep(pos: &mut Position, rules: &Rules, field: &str) -> Result<(), FenError> {
    if field == "-" {
        return Ok(());
    }
    let bad = |why: &str| FenError::EnPassant {
        text: field.into(),
        why: why.into(),
    };
    if !rules.set().pawns.en_passant {
        return Err(bad("is given, but this rule set has no en passant"));
    }
    let g = rules.geometry();
    let target = g
        .parse_square(field)
        .ok_or_else(|| bad("is not a square of the board"))?;
    let us = pos.side_to_move();
    let victim = target.offset(-rules.forward(us));
    let origin = target.offset(rules.forward(us));
    let victim_ok = g.is_on(victim)
        && pos
            .piece_at(victim)
            .is_some_and(|p| p.color() == !us && rules.is_pawn(p.kind()));
    let double_step_rank = g.relative_rank(victim, us == Color::Black) == rules.set().pawns.initial_rank as i8 + 2;
    if !victim_ok
        || !double_step_rank
        || pos.piece_at(target).is_some()
        || !g.is_on(origin)
        || pos.piece_at(origin).is_some()
    {
        return Err(bad("is not behind a pawn that just made a double step"));
    }
    pos.set_ep(Some((target, victim)));
    Ok(())
}
