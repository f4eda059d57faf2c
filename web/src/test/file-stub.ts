/** Imported files (images) resolve to their path in the build; in tests, to this name. */
export default 'test-file-stub';
