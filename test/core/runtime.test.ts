/** The project's scripts must run on Node 24 or later (the `node` devDependency pins it). */
test('scripts run on Node 24 or later', () => {
  const major = Number(process.versions.node.split('.')[0]);
  expect(major).toBeGreaterThanOrEqual(24);
});
