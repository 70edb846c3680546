import { createRoot } from 'react-dom/client';
import '../../components/theme.css';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
