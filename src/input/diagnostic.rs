//! Input errors with their place, rendered like rustc: the source line and a
//! caret under the offending text.

use std::fmt;

use super::lexer::Span;

/// One input error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Where.
    pub span: Span,
    /// What is wrong, e.g. "unknown piece `xx`" or "not supported: condition ExclusiveChess".
    pub message: String,
    /// What was expected there, if one can say.
    pub expected: Option<String>,
}

impl Diagnostic {
    /// An error at a place.
    pub fn new(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            span,
            message: message.into(),
            expected: None,
        }
    }

    /// Adds what was expected.
    pub fn expected(mut self, what: impl Into<String>) -> Diagnostic {
        self.expected = Some(what.into());
        self
    }

    /// Renders the error for a file: `file:line:column: error: ...`, the
    /// source line, a caret line, and the expectation.
    pub fn render(&self, file: &str, source: &str) -> String {
        Rendered { d: self, file, source }.to_string()
    }
}

/// The most characters of a line an error shows.
const WINDOW: usize = 120;

struct Rendered<'a> {
    d: &'a Diagnostic,
    file: &'a str,
    source: &'a str,
}

impl fmt::Display for Rendered<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.d.span;
        // A message quoting a huge token quotes its start.
        let message: String = if self.d.message.chars().count() > WINDOW {
            self.d.message.chars().take(WINDOW).chain(['…']).collect()
        } else {
            self.d.message.clone()
        };
        writeln!(f, "error: {message}")?;
        writeln!(f, "  --> {}:{}:{}", self.file, s.line, s.column)?;
        let line = self.source.lines().nth(s.line.saturating_sub(1)).unwrap_or("");
        let shown: Vec<char> = line.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
        let width = self
            .source
            .get(s.offset..s.offset + s.len)
            .map_or(1, |t| t.chars().count().max(1));
        // A long line is shown as a window around the place, so that an
        // error's size does not grow with its line's.
        let at = s.column.saturating_sub(1).min(shown.len());
        let start = if shown.len() <= WINDOW {
            0
        } else {
            at.saturating_sub(WINDOW / 2)
        };
        let end = shown.len().min(start + WINDOW);
        let before = if start > 0 { "…" } else { "" };
        let after = if end < shown.len() { "…" } else { "" };
        let text: String = shown[start..end].iter().collect();
        let gutter = s.line.to_string().len();
        writeln!(f, "{:gutter$} |", "")?;
        writeln!(f, "{} | {before}{text}{after}", s.line)?;
        write!(
            f,
            "{:gutter$} | {}{}",
            "",
            " ".repeat(at - start + before.chars().count()),
            "^".repeat(width.min(end.saturating_sub(at)).max(1))
        )?;
        if let Some(e) = &self.d.expected {
            write!(f, " expected {e}")?;
        }
        writeln!(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_a_caret_under_the_text() {
        let src = "begin\npieces white Kz9\nend\n";
        let d = Diagnostic::new(
            Span {
                offset: 19,
                len: 3,
                line: 2,
                column: 14,
            },
            "square z9 is not on the board",
        )
        .expected("a square a1..h8");
        let r = d.render("p.inp", src);
        assert_eq!(
            r,
            "error: square z9 is not on the board\n  --> p.inp:2:14\n  |\n2 | pieces white Kz9\n  |              ^^^ expected a square a1..h8\n"
        );
    }
}
