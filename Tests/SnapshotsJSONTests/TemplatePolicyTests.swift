import Testing

@testable import SnapshotsJSON

/// When a list's template is tried, and when a new one is taken.
@Suite("Template policy")
struct TemplatePolicyTests {
  @Test func thePolicyKeepsAFittingTemplateAndDropsAFailingOne() {
    var policy = TemplatePolicy()
    #expect(policy.takes(0, hasTemplate: false))
    // One odd item does not replace the template; two in a row do.
    policy.miss()
    #expect(!policy.takes(1, hasTemplate: true) && policy.tries(2))
    policy.miss()
    #expect(policy.takes(2, hasTemplate: true))
    // Out of credit: tried on every 64th item only, until it fits again.
    for _ in 0..<4 { policy.miss() }
    #expect(!policy.tries(65) && policy.tries(128))
    policy.hit()
    #expect(policy.tries(129))
  }
}
