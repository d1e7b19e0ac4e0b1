//! Omaha high (to be written).
