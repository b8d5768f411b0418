//! Popeye's plain-text output (see `docs/POPEYE-OUTPUT.md`).

mod diagram;

pub use diagram::{centered, write_caption, write_diagram, write_header, write_twin_label};
