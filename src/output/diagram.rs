//! What Popeye prints before solving: remarks and notices, the centered
//! header, the board, the caption (stipulation line, conditions, option
//! lines), and the twin labels.

use std::fmt::Write;

use crate::input::{Language, vocab};
use crate::piece::Color;
use crate::problem::{Problem, Setup, Twin, condition_line, conditions_in_popeye_order, piece_letters};
use crate::stipulation::Play;

/// Width of Popeye's 8-file board, the width header lines are centered in.
const BOARD_WIDTH: usize = 37;

/// A line centered the way Popeye's `fprintf_c` does, newline included.
pub fn centered(text: &str) -> String {
    let len = text.chars().count();
    let indent = if BOARD_WIDTH > len + 1 {
        (BOARD_WIDTH - len) / 2
    } else {
        0
    };
    format!("{}{text}\n", " ".repeat(indent))
}

fn option_word(lang: Language, id: &str) -> &'static str {
    vocab::OPTIONS
        .iter()
        .find(|w| w.id == id)
        .map_or("", |w| lang.spelling(w))
}

/// Remarks, notices, the header texts, the board and the caption, unless
/// option NoBoard asks for none of them.
pub fn write_header(p: &Problem, out: &mut String) {
    for r in &p.texts.remarks {
        out.push_str(r);
        out.push('\n');
    }
    for n in &p.notices {
        out.push_str(n);
        out.push('\n');
    }
    if p.has_option("NoBoard") {
        return;
    }
    out.push('\n');
    let t = &p.texts;
    for line in t.authors.iter().chain(&t.origins).chain(&t.awards).chain(&t.titles) {
        out.push_str(&centered(line));
    }
    if let Some(start) = &p.atob_start {
        write_atob_start(p, start, out);
    }
    write_diagram(p, &p.setup, out);
    write_caption(p, out);
}

/// The men with each attribute, a8 first (`Royal e8 e6`), in Popeye's
/// order of attributes.
fn write_attribute_lines(p: &Problem, setup: &Setup, out: &mut String) {
    // GhostChess and HauntedChess name Uncapturable even with no such man
    // yet, as Popeye counts the attribute among the problem's.
    let ghosts = p
        .conditions
        .iter()
        .any(|c| matches!(c.name, "GhostChess" | "HauntedChess"));
    for (id, attr) in crate::input::Attributes::KNOWN {
        let squares: String = (setup.iter().filter(|(_, m)| m.attrs.contains(attr)))
            .map(|(sq, _)| format!(" {sq}"))
            .collect();
        if let Some(w) = vocab::PIECE_SPECS.iter().find(|w| w.id == id)
            && (!squares.is_empty() || ghosts && attr == crate::input::Attributes::UNCAPTURABLE)
        {
            out.push_str(&centered(&format!("{}{squares}", p.language.spelling(w))));
        }
    }
}

/// `a=>b`: the position play starts from, its piece count, and the side
/// that starts (`=> (White ->)`), before the target's board.
fn write_atob_start(p: &Problem, start: &Setup, out: &mut String) {
    write_diagram(p, start, out);
    let count = format!("{} + {}", start.count(Color::White), start.count(Color::Black));
    let width = p.rules.geometry().files() as usize * 4 + 3;
    writeln!(out, "{count:>width$}").unwrap();
    write_attribute_lines(p, start, out);
    let first = p.proof_first(&p.stipulation);
    out.push('\n');
    out.push_str(&centered(&format!(
        "=> ({} ->)",
        crate::problem::color_word(p.language, first)
    )));
}

/// The board, with its leading blank line.
pub fn write_diagram(p: &Problem, setup: &Setup, out: &mut String) {
    let g = p.rules.geometry();
    let (files, ranks) = (g.files() as usize, g.ranks() as usize);
    let label_width = ranks.to_string().len();
    let mut border = format!("+{}-", "-".repeat(label_width));
    for f in 0..files {
        write!(border, "-{}--", (b'a' + f as u8) as char).unwrap();
    }
    border.push_str("-+");
    // Extra squares beside the board (Tamerlane's citadels) are drawn in
    // brackets next to their rank, outside the frame.
    let beside = |left: bool, rank: usize| {
        g.extras().iter().find(|e| {
            e.coord.rank as usize == rank
                && if left {
                    e.coord.file < 0
                } else {
                    e.coord.file >= files as i8
                }
        })
    };
    let margin = if g.extras().iter().any(|e| e.coord.file < 0) {
        6
    } else {
        0
    };
    let pad = " ".repeat(margin);
    let frame = format!("{pad}|{}|", " ".repeat(border.len() - 2));
    let border = format!("{pad}{border}");
    // Holes (condition Hole) are drawn blank, as Popeye draws them.
    let holes: Vec<crate::input::SquareSpec> = (p.rules.conditions().holes())
        .map(|sq| {
            let c = g.coord(sq);
            crate::input::SquareSpec {
                file: c.file as u8,
                rank: c.rank as u8,
            }
        })
        .collect();
    let cell_of = |sq: crate::input::SquareSpec| {
        let mut cell = [' '; 4];
        match setup.get(sq) {
            None if holes.contains(&sq) => {}
            None => cell[2] = '.',
            Some(man @ crate::problem::Man { color, name, .. }) => {
                let letters: Vec<char> = piece_letters(p.language, name).chars().collect();
                let mut at = 2;
                cell[at] = *letters.last().unwrap_or(&'?');
                if letters.len() > 1 {
                    at -= 1;
                    cell[at] = letters[0];
                }
                if man.neutral() {
                    cell[at - 1] = '=';
                } else if color == Color::Black {
                    cell[at - 1] = '-';
                }
            }
        }
        cell
    };
    let extra_cell = |e: &crate::geometry::ExtraSquare| {
        let spec = crate::input::square_list(&e.name).ok().and_then(|v| v.first().copied());
        let cell = spec.map_or([' ', ' ', '.', ' '], cell_of);
        format!("[{}]", cell[..3].iter().collect::<String>())
    };
    out.push('\n');
    out.push_str(&border);
    out.push('\n');
    out.push_str(&frame);
    out.push('\n');
    // GridChess: its cells' edges between the files and between the ranks,
    // as Popeye draws them.
    let grid = p.rules.conditions().iter().any(|c| c.draws_grid());
    let grid_frame = format!("{pad}|  {}  |", "--- ".repeat(files).trim_end());
    for rank in (0..ranks).rev() {
        let mut line = match beside(true, rank) {
            Some(e) => format!("{} ", extra_cell(e)),
            None => pad.clone(),
        };
        write!(line, "{:<label_width$} ", rank + 1).unwrap();
        for file in 0..files {
            let mut cell = cell_of(crate::input::SquareSpec {
                file: file as u8,
                rank: rank as u8,
            });
            if grid && file % 2 == 0 && file > 0 {
                cell[0] = '|';
            }
            line.extend(cell);
        }
        write!(line, "  {}", rank + 1).unwrap();
        if let Some(e) = beside(false, rank) {
            write!(line, " {}", extra_cell(e)).unwrap();
        }
        out.push_str(&line);
        out.push('\n');
        out.push_str(if grid && rank % 2 == 0 && rank > 0 {
            &grid_frame
        } else {
            &frame
        });
        out.push('\n');
    }
    out.push_str(&border);
    out.push('\n');
}

/// The stipulation line with the piece count, then condition and option
/// lines.
pub fn write_caption(p: &Problem, out: &mut String) {
    let lang = p.language;
    let mut stipulation = p.stipulation.clone();
    // After the key only the defender's obligation is left, and Popeye
    // writes a semi-reflex play as reflex play then (`semi-r#1` with
    // PostKeyPlay: `r#1`; its TESTS/battle_play.tst).
    if stipulation.play == Play::SemiReflex && p.has_option("PostKeyPlay") {
        stipulation.play = Play::Reflex;
    }
    // A structured stipulation is written after the side that moves
    // first, in the problem's language.
    let mut line = match &stipulation.structured {
        Some(st) => {
            let side = &crate::input::vocab::COLORS[usize::from(!st.named_white)];
            format!("  {} {stipulation}", lang.spelling(side))
        }
        None => format!("  {stipulation}"),
    };
    // An option given twice adds its arguments to the first.
    let arg = |id: &str| {
        let given: Vec<_> = p.options.iter().filter(|o| o.name == id).collect();
        (!given.is_empty()).then(|| given.iter().flat_map(|o| o.args.clone()).collect::<Vec<_>>())
    };
    match (arg("Threat"), arg("MaxFlightsquares")) {
        (Some(t), Some(m)) => write!(line, "/{}/{}", t[0], m[0]).unwrap(),
        (Some(t), None) => write!(line, "/{}", t[0]).unwrap(),
        (None, Some(m)) => write!(line, "//{}", m[0]).unwrap(),
        (None, None) => {}
    }
    if let Some(a) = arg("NonTrivial") {
        write!(line, ";{},{}", a[0], a[1]).unwrap();
    }
    let mut count = format!("{} + {}", p.setup.count(Color::White), p.setup.count(Color::Black));
    if p.setup.count_neutral() > 0 {
        write!(count, " + {}n", p.setup.count_neutral()).unwrap();
    }
    let g = p.rules.geometry();
    let margin = if g.extras().iter().any(|e| e.coord.file < 0) {
        6
    } else {
        0
    };
    let width = g.files() as usize * 4 + 3 + margin;
    let pad = width.saturating_sub(line.len() + count.len());
    write!(line, "{}{count}", " ".repeat(pad)).unwrap();
    out.push_str(&line);
    out.push('\n');
    write_attribute_lines(p, &p.setup, out);
    for c in conditions_in_popeye_order(&p.conditions) {
        out.push_str(&centered(&condition_line(lang, c)));
    }
    if let Some(sq) = arg("CastlingMutuallyExclusive") {
        let mut pairs: Vec<String> = sq.chunks(2).map(|c| c.concat()).collect();
        let order = ["a1a8", "a1h8", "h1a8", "h1h8"];
        pairs.sort_by_key(|p| order.iter().position(|o| o == p).unwrap_or(order.len()));
        pairs.dedup();
        writeln!(
            out,
            "{} {}",
            option_word(lang, "CastlingMutuallyExclusive"),
            pairs.join(" ")
        )
        .unwrap();
    }
    // (Popeye names neither under `dia`, but does under `a=>b`.)
    let named = stipulation.goal != crate::stipulation::Goal::Proof;
    if named && p.has_option("HalfDuplex") {
        out.push_str(&centered(option_word(lang, "HalfDuplex")));
    } else if named && p.has_option("Duplex") {
        out.push_str(&centered(option_word(lang, "Duplex")));
    }
    if p.has_option("Quodlibet") {
        out.push_str(&centered(option_word(lang, "Quodlibet")));
    }
}

/// A twin's label line with the blank line before it.
pub fn write_twin_label(twin: &Twin, out: &mut String) {
    for r in &twin.remarks {
        out.push_str(r);
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&twin.label);
    out.push('\n');
}
