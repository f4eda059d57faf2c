import { configure } from '@testing-library/react';

/**
 * antd screens build large DOMs and the test machine is shared: give async queries (findBy*,
 * waitFor) five seconds instead of one, and each test thirty. Import for its effect at the top
 * of a test file.
 */
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
