import { loadChunk } from '@/lib/load-chunk';

// Page modules that code outside the route table needs to load ahead of a navigation.

export const loadHomePage = () => loadChunk(() => import('@/features/home/home-page'));
