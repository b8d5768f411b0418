//! Any bytes as FEN for each rule set: an error or a position whose
//! incremental state is valid, never a panic.
#![no_main]

use std::sync::Arc;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let fen = String::from_utf8_lossy(data);
    for name in mansuba::rules::NAMES {
        let rules = Arc::new(mansuba::Rules::new(mansuba::rules::by_name(name).unwrap()).unwrap());
        if let Ok(mut pos) = mansuba::Position::from_fen(rules, &fen) {
            assert!(pos.validity_check().is_ok());
            for mv in pos.legal_moves() {
                pos.make(mv);
                pos.unmake();
            }
        }
    }
});
