import { createRoot } from 'react-dom/client';
import '../../components/theme.css';
import { PrivacyPolicy } from '../../components/PrivacyPolicy';
import { markPageLanguage, t } from '../../lib/i18n/messages';

document.title = t('privacyTitle');
markPageLanguage();
createRoot(document.getElementById('root')!).render(<PrivacyPolicy />);
