//! mansuba: a fairy chess problem solver.
//!
//! The library does no I/O and holds no global state. Layers, from the
//! bottom: [`geometry`] (boards), [`piece`] (walks), [`rules`] (rule sets
//! as data), [`position`] (state, make/unmake), [`movegen`] (moves, checks,
//! legality), [`perft`]. See `docs/ARCHITECTURE.md`.

#![deny(missing_docs)]

pub mod conditions;
pub mod geometry;
pub mod input;
pub mod movegen;
pub mod output;
pub mod perft;
pub mod piece;
pub mod position;
pub mod problem;
pub mod rules;
pub mod solve;
pub mod stipulation;

pub use geometry::{Coord, Geometry, Square};
pub use movegen::GameEnd;
pub use piece::{Color, Kind, Piece};
pub use position::{FenError, Move, MoveKind, Position};
pub use rules::{RuleSet, Rules, SpecialRule};
