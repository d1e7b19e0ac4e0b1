//! Test doubles shared by the harness's unit tests (`check`, `explain`,
//! `diagnose`): a hold'em evaluator made of a name, a domain and a function
//! from cards to a verdict, so that a test says only how its evaluator
//! answers, not the `Evaluator` boilerplate around it.

use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::{
    Deviation, Domain, Evaluator, EvaluatorInfo, Rejected, Verdict,
};

type Answer = dyn Fn(&[Card]) -> Result<Verdict, Rejected> + Send + Sync;
type Trace = fn(&[Card]) -> Vec<String>;

/// A hold'em evaluator whose answers come from a function.
pub(crate) struct HoldemDouble {
    info: EvaluatorInfo,
    answer: Box<Answer>,
    deviations: &'static [Deviation],
    trace: Option<Trace>,
}

impl HoldemDouble {
    /// `name` playing hold'em on `domain`, answering with `answer`;
    /// `gives_strength` is what its `EvaluatorInfo` declares.
    pub(crate) fn new(
        name: &'static str,
        domain: Domain,
        gives_strength: bool,
        answer: impl Fn(&[Card]) -> Result<Verdict, Rejected> + Send + Sync + 'static,
    ) -> HoldemDouble {
        HoldemDouble {
            info: EvaluatorInfo::holdem(name, domain, gives_strength, "test", "test"),
            answer: Box::new(answer),
            deviations: &[],
            trace: None,
        }
    }

    /// The same double, documenting `deviations`.
    pub(crate) fn with_deviations(self, deviations: &'static [Deviation]) -> HoldemDouble {
        HoldemDouble { deviations, ..self }
    }

    /// The same double, tracing each hand with `trace`.
    pub(crate) fn with_trace(self, trace: Trace) -> HoldemDouble {
        HoldemDouble {
            trace: Some(trace),
            ..self
        }
    }
}

impl Evaluator for HoldemDouble {
    fn info(&self) -> &EvaluatorInfo {
        &self.info
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        (self.answer)(cards)
    }
    fn deviations(&self) -> &[Deviation] {
        self.deviations
    }
    fn trace(&self, cards: &[Card]) -> Option<Vec<String>> {
        self.trace.map(|t| t(cards))
    }
}
