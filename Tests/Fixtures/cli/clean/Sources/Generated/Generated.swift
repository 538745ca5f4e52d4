// Generated file: excluded by the fixture configuration.
let generated = 1
