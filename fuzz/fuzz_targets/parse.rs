//! Any bytes: the problem parser and the validator must answer with
//! problems or errors, never panic; diagrams of valid problems must print.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let src = String::from_utf8_lossy(data);
    for p in mansuba::input::parse(&src) {
        for e in &p.errors {
            let _ = e.render("fuzz.inp", &src);
        }
        if p.errors.is_empty()
            && let Ok(problem) = mansuba::problem::validate(&p.spec)
        {
            let mut out = String::new();
            mansuba::output::write_header(&problem, &mut out);
        }
    }
});
