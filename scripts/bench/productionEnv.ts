// Imported first by scripts/bench.ts: the builds' prerender of the login form
// (scripts/vite/prerenderLogin.ts) loads react-dom/server in production mode, and React itself,
// loaded earlier by the benches that import the app's modules, must be the same build of it.
process.env.NODE_ENV ??= 'production';
