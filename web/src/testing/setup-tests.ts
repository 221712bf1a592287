import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The app's lazy route modules (Chakra UI among them) take a moment to load the first time.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);
