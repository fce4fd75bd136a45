// The async boundary lets Module Federation share the singletons before any code runs.
import('./bootstrap');
