// The async boundary: shared modules are negotiated before any of them is used (RUNTIME-006 otherwise).
import('./bootstrap.tsx');
