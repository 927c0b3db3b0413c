// The header's styles come first, inlined into index.html by the build (output.inlineStyles).
import './app/boot.css';
import { prefetchReleases } from './features/federation/api/prefetch';

// releases.json is on the way while the shell's chunks load.
prefetchReleases();

// Async boundary: Module Federation negotiates the shared singletons before the app starts.
import('./bootstrap');
