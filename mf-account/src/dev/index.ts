// Async boundary: shared singletons are negotiated before the harness renders.
import('./bootstrap');
