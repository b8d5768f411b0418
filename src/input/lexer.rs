//! Popeye's tokens: words separated by white space. Some commands take
//! the rest of the line instead (`remark`, `author`, ...).

/// Where a piece of text stands in its file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Span {
    /// Byte offset of the first character.
    pub offset: usize,
    /// Byte length.
    pub len: usize,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
}

/// A word of the input with its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    /// The text.
    pub text: &'a str,
    /// Where it stands.
    pub span: Span,
}

/// A cursor over the source that hands out tokens and line rests.
#[derive(Clone, Debug)]
pub struct Lexer<'a> {
    src: &'a str,
    pos: usize,
    line: usize,
    line_start: usize,
}

/// Popeye separates tokens by white space, `;` and `,`.
fn is_separator(c: char) -> bool {
    c.is_whitespace() || c == '\0' || c == ';' || c == ','
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer {
            src,
            pos: 0,
            line: 1,
            line_start: 0,
        }
    }

    /// The whole source.
    pub fn source(&self) -> &'a str {
        self.src
    }

    fn span_at(&self, offset: usize, len: usize) -> Span {
        let column = self.src[self.line_start..offset].chars().count() + 1;
        Span {
            offset,
            len,
            line: self.line,
            column,
        }
    }

    /// The span of the end of the input (for "expected ..., found the end").
    pub fn end_span(&self) -> Span {
        let mut probe = self.clone();
        probe.skip_separators();
        probe.span_at(probe.pos, 0)
    }

    fn skip_separators(&mut self) {
        let rest = &self.src[self.pos..];
        for (i, c) in rest.char_indices() {
            if !is_separator(c) {
                self.pos += i;
                return;
            }
            if c == '\n' {
                self.line += 1;
                self.line_start = self.pos + i + 1;
            }
        }
        self.pos = self.src.len();
    }

    /// The next token, or `None` at the end.
    pub fn next_token(&mut self) -> Option<Token<'a>> {
        self.skip_separators();
        let rest = &self.src[self.pos..];
        if rest.is_empty() {
            return None;
        }
        let len = rest.find(is_separator).unwrap_or(rest.len());
        let token = Token {
            text: &rest[..len],
            span: self.span_at(self.pos, len),
        };
        self.pos += len;
        Some(token)
    }

    /// The next token without consuming it.
    pub fn peek(&self) -> Option<Token<'a>> {
        self.clone().next_token()
    }

    /// The rest of the current line (for `remark` and friends): leading
    /// blanks and dots skipped as Popeye skips them (`title ... text` gives
    /// `text`), trailing blanks kept (Popeye prints them).
    pub fn rest_of_line(&mut self) -> Token<'a> {
        let rest = &self.src[self.pos..];
        let end = rest.find('\n').unwrap_or(rest.len());
        let line = rest[..end].trim_end_matches('\r');
        let text = line.trim_start_matches([' ', '\t', '.']);
        let lead = line.len() - text.len();
        let span = self.span_at(self.pos + lead, text.len());
        self.pos += end;
        Token { text, span }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_and_places() {
        let mut l = Lexer::new("begin\n  pieces white  Ka1\nremark  a b c  \nend");
        let t = l.next_token().unwrap();
        assert_eq!((t.text, t.span.line, t.span.column), ("begin", 1, 1));
        let t = l.next_token().unwrap();
        assert_eq!((t.text, t.span.line, t.span.column), ("pieces", 2, 3));
        l.next_token();
        let t = l.next_token().unwrap();
        assert_eq!((t.text, t.span.column), ("Ka1", 17));
        l.next_token();
        let r = l.rest_of_line();
        assert_eq!((r.text, r.span.line, r.span.column), ("a b c  ", 3, 9));
        assert_eq!(l.next_token().unwrap().text, "end");
        assert!(l.next_token().is_none());
    }
}
