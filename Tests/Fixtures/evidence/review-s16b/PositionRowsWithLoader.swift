import SwiftUI

struct Face {
    let name: String
    let picture: URL?
}

final class PictureLoader: ObservableObject {
    @Published var image: Image?
    let url: URL

    init(url: URL) {
        self.url = url
    }

    func load() async {}
}

private struct PictureContent<Placeholder: View>: View {
    @StateObject private var loader: PictureLoader
    let placeholder: () -> Placeholder

    init(url: URL, @ViewBuilder placeholder: @escaping () -> Placeholder) {
        _loader = StateObject(wrappedValue: PictureLoader(url: url))
        self.placeholder = placeholder
    }

    var body: some View {
        Group {
            if let image = loader.image {
                image.resizable()
            } else {
                placeholder()
            }
        }
        .task { await loader.load() }
    }
}

struct FacePicture: View {
    let face: Face

    var body: some View {
        framed
            .clipShape(Circle())
    }

    private var framed: some View {
        picture
            .frame(width: 32, height: 32)
    }

    @ViewBuilder
    private var picture: some View {
        if let url = face.picture {
            PictureContent(url: url) {
                Text(face.name.prefix(1))
            }
        } else {
            Text(face.name.prefix(1))
        }
    }
}

struct FacePile: View {
    let faces: [Face]

    var body: some View {
        HStack(spacing: -8) {
            ForEach(0..<faces.count, id: \.self) { index in
                FacePicture(face: faces[index])
                    .zIndex(Double(faces.count - index))
            }
        }
    }
}

struct Crew: View {
    @State private var faces: [Face] = []

    var body: some View {
        FacePile(faces: faces)
            .onAppear { faces.insert(Face(name: "Ada", picture: nil), at: 0) }
    }
}

struct KeyedPicture: View {
    let url: URL?
    let initials: String

    var body: some View {
        if let url {
            PictureContent(url: url) {
                Text(initials)
            }
            .id(url)
        } else {
            Text(initials)
        }
    }
}

struct KeyedFacePile: View {
    let faces: [Face]

    var body: some View {
        HStack(spacing: -8) {
            ForEach(0..<faces.count, id: \.self) { index in
                KeyedPicture(url: faces[index].picture, initials: String(faces[index].name.prefix(1)))
                    .zIndex(Double(index))
            }
        }
    }
}

struct KeyedCrew: View {
    @State private var faces: [Face] = []

    var body: some View {
        KeyedFacePile(faces: faces)
            .onAppear { faces.insert(Face(name: "Grace", picture: nil), at: 0) }
    }
}
