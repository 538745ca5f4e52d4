import SwiftUI

struct AudioFlags {
    var isMuted = false
    var volume = 0.5
}

/// Every spelling of a get/set binding built while `body` runs.
struct BindingSpellingsView: View {
    @State private var isOn = false
    @State private var flags = AudioFlags()
    @State private var name = ""

    var body: some View {
        VStack {
            Toggle("Plain", isOn: Binding(get: { isOn }, set: { isOn = $0 }))  // expect: closure_binding@35
            Toggle("Generic", isOn: Binding<Bool>(get: { isOn }, set: { isOn = $0 }))  // expect: closure_binding@37
            Toggle("Generic init", isOn: Binding<Bool>.init(get: { flags.isMuted }, set: { flags.isMuted = $0 }))  // expect: closure_binding@42
            Toggle("Qualified", isOn: SwiftUI.Binding(get: { isOn }, set: { isOn = $0 }))  // expect: closure_binding@39
            Toggle("Implicit member", isOn: .init(get: { isOn }, set: { isOn = $0 }))  // expect: closure_binding@45
            Toggle("Trailing closures", isOn: Binding { isOn } set: { isOn = $0 })  // expect: closure_binding@47
            Toggle("Over several lines", isOn: Binding(  // expect: closure_binding@48
                get: { self.flags.isMuted },
                set: { newValue in self.flags.isMuted = newValue }
            ))
            TextField("Name", text: nameBinding)
            Slider(value: volumeBinding(), in: 0...1)
            MuteSwitch(isMuted: Binding(get: { flags.isMuted }, set: { flags.isMuted = $0 }))  // expect: closure_binding@33
            Text("Volume \(flags.volume)")
        }
        .sheet(isPresented: Binding(get: { !name.isEmpty }, set: { if !$0 { name = "" } })) {  // expect: closure_binding@29
            Text(name)
        }
    }

    private var nameBinding: Binding<String> {
        Binding(get: { name }, set: { name = String($0.prefix(40)) })  // expect: closure_binding@9
    }

    private func volumeBinding() -> Binding<Double> {
        Binding(get: { flags.volume }, set: { flags.volume = $0 })  // expect: closure_binding@9
    }
}

struct MuteSwitch: View {
    @Binding var isMuted: Bool

    var body: some View {
        Toggle("Mute", isOn: $isMuted)
    }
}
