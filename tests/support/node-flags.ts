/**
 * Node flags for every test process that runs PGlite (the unit, integration and netlify
 * workers, the e2e build and the e2e servers): PostgreSQL compiled to WebAssembly, kept on V8's baseline compiler.
 * A test's database lives seconds to a minute; optimising its hot functions costs more CPU
 * than it saves there (docs/testing.md, "PGlite in the tests"). Same WebAssembly, same results.
 */
export const PGLITE_TEST_NODE_FLAGS = ['--liftoff-only'];
