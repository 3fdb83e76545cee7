// Page modules that code outside the route table needs to load ahead of a navigation.

export const loadHomePage = () => import('@/features/home/home-page');
