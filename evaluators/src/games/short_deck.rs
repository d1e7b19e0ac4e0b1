//! Short deck (to be written).
