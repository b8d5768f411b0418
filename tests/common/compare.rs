//! The rules of `shared/tools/popeye-compare`, in Rust: when two outputs of
//! a problem are the same. Lines compared without trailing blanks, blank
//! lines and progress lines ignored, the header compared exactly, the
//! solution read as a tree by indentation and compared with the children
//! of every node as a multiset (or in order, with `ordered`).

/// Progress and banner lines popeye-compare ignores.
pub fn ignored(line: &str) -> bool {
    let t = line.trim();
    let movenumber = t
        .split_once("  (")
        .is_some_and(|(n, rest)| n.trim().parse::<u32>().is_ok() && rest.ends_with(')'));
    movenumber
        || line.contains("possible positions in")
        || line.contains("moegliche Stellungen in")
        || line.contains("positions possibles")
        || (line.starts_with("Popeye ") && line.trim_end().ends_with("MB)"))
}

fn clean(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| match l.find("Time = ") {
            Some(i) => l[..i].trim_end().to_string(),
            None => l.trim_end().to_string(),
        })
        .filter(|l| !l.trim().is_empty() && !ignored(l))
        .collect()
}

/// A line of the solution (`1.`, `1...`, `but`).
pub fn is_solution_line(line: &str) -> bool {
    let s = line.trim();
    let numbered = s
        .split_once('.')
        .is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
    numbered || s == "but" || s == "Aber" || s == "mais"
}

/// `solution finished.` and its relatives.
pub fn is_end(line: &str) -> bool {
    let t = line.trim().to_lowercase();
    [
        "solution finished",
        "loesung beendet",
        "solution termin",
        "solving interrupted",
        "partial solution",
    ]
    .iter()
    .any(|e| t.starts_with(e))
}

/// A twin label (`a)`, `+c)`, `z1)`).
pub fn is_twin(line: &str) -> bool {
    let t = line.trim().trim_start_matches('+');
    let Some((tag, _)) = t.split_once(')') else {
        return false;
    };
    let mut c = tag.chars();
    c.next().is_some_and(|f| f.is_ascii_lowercase()) && c.all(|d| d.is_ascii_digit()) && !is_solution_line(line)
}

struct Block {
    twin: String,
    lines: Vec<String>,
}

fn split(lines: Vec<String>) -> (Vec<String>, Vec<Block>, Vec<String>) {
    let (mut header, mut blocks, mut tail) = (Vec::new(), Vec::<Block>::new(), Vec::new());
    for line in lines {
        if is_end(&line) {
            tail.push(line.trim().to_string());
        } else if is_twin(&line) {
            blocks.push(Block {
                twin: line.trim().to_string(),
                lines: Vec::new(),
            });
        } else if let Some(b) = blocks.last_mut() {
            b.lines.push(line);
        } else if is_solution_line(&line) {
            blocks.push(Block {
                twin: String::new(),
                lines: vec![line],
            });
        } else {
            header.push(line);
        }
    }
    (header, blocks, tail)
}

struct Node {
    text: String,
    indent: usize,
    kids: Vec<Node>,
}

fn tree(lines: &[String]) -> Node {
    let mut stack = vec![Node {
        text: String::new(),
        indent: 0,
        kids: Vec::new(),
    }];
    let mut indents = vec![-1i64];
    for line in lines {
        let indent = line.len() - line.trim_start_matches(' ').len();
        while *indents.last().unwrap() >= indent as i64 {
            let done = stack.pop().unwrap();
            indents.pop();
            stack.last_mut().unwrap().kids.push(done);
        }
        stack.push(Node {
            text: line.trim().to_string(),
            indent,
            kids: Vec::new(),
        });
        indents.push(indent as i64);
    }
    while stack.len() > 1 {
        let done = stack.pop().unwrap();
        stack.last_mut().unwrap().kids.push(done);
    }
    stack.pop().unwrap()
}

fn canon(node: &Node, ordered: bool) -> String {
    let _ = node.indent;
    let mut kids: Vec<String> = node.kids.iter().map(|k| canon(k, ordered)).collect();
    if !ordered {
        kids.sort();
    }
    if kids.is_empty() {
        node.text.clone()
    } else {
        format!("{}{{{}}}", node.text, kids.join("|"))
    }
}

/// `None` when the outputs are the same, else what differs.
pub fn compare(expected: &str, actual: &str, ordered: bool) -> Option<String> {
    let (eh, eb, et) = split(clean(expected));
    let (ah, ab, at) = split(clean(actual));
    if eh != ah {
        return Some(format!("header: {eh:?} vs {ah:?}"));
    }
    if et != at {
        return Some(format!("end lines: {et:?} vs {at:?}"));
    }
    if eb.len() != ab.len() {
        return Some(format!("twin count {} vs {}", eb.len(), ab.len()));
    }
    for (e, a) in eb.iter().zip(&ab) {
        if e.twin != a.twin {
            return Some(format!("twin header {:?} vs {:?}", e.twin, a.twin));
        }
        if canon(&tree(&e.lines), ordered) != canon(&tree(&a.lines), ordered) {
            return Some(format!("solution {}", e.twin));
        }
    }
    None
}
