/// Builds a profile: writes `formats` of `ExportProfile`, a local of a written type.
func makeProfile(from names: [String]) -> ExportProfile {
    var profile: ExportProfile = .init()
    profile.formats = names
    profile.formats.insert("gif", at: 0)
    return profile
}
