// Async boundary: Module Federation negotiates the shared singletons before the app starts.
import('./bootstrap');
