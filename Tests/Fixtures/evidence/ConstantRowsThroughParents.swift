import SwiftUI

// Rows over a part of a row of a constant list: `PlanLimits.limits` is a `let` of a `Plan`, each
// `Plan` a row of `PlanCatalog.plans` (a `static let`), so its positions never move. A part of
// a `@State` plan the screen replaces can change.
enum PlanTier: CaseIterable { case free, pro }

struct PlanLimit {
    let tier: PlanTier
    let quota: Int
}

struct Plan {
    let title: String
    let limits: [PlanLimit]
}

enum PlanCatalog {
    static let plans: [Plan] = [
        Plan(title: "Storage", limits: PlanTier.allCases.map { PlanLimit(tier: $0, quota: $0 == .pro ? 100 : 5) }),
        Plan(title: "Seats", limits: PlanTier.allCases.map { PlanLimit(tier: $0, quota: $0 == .pro ? 10 : 1) }),
    ]
}

struct PlanLimits: View {
    let limits: [PlanLimit]
    @State private var highlighted: Int?

    var body: some View {
        HStack {
            ForEach(Array(limits.enumerated()), id: \.offset) { index, limit in
                Text("\(limit.quota)")
                    .bold(highlighted == index)
                    .onTapGesture { highlighted = index }
            }
        }
    }
}

struct PlanRow: View {
    let plan: Plan
    var body: some View {
        VStack {
            Text(plan.title)
            PlanLimits(limits: plan.limits)
        }
    }
}

struct PlanTable: View {
    let plans: [Plan]
    var body: some View {
        ForEach(plans, id: \.title) { plan in
            PlanRow(plan: plan)
        }
    }
}

struct PlanScreen: View {
    var body: some View {
        PlanTable(plans: PlanCatalog.plans)
    }
}

struct DraftLimits: View {
    let limits: [PlanLimit]
    @State private var highlighted: Int?

    var body: some View {
        ForEach(Array(limits.enumerated()), id: \.offset) { _, limit in
            Text("\(limit.quota)")
                .bold(highlighted == limit.quota)
                .onTapGesture { highlighted = limit.quota }
        }
    }
}

struct DraftPlanEditor: View {
    @State private var draft = Plan(title: "Draft", limits: [])

    var body: some View {
        VStack {
            DraftLimits(limits: draft.limits)
            Button("Add a limit") {
                draft = Plan(title: draft.title, limits: [PlanLimit(tier: .free, quota: 1)] + draft.limits)
            }
        }
    }
}
