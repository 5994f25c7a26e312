// The <altcha-widget> element's JSX attributes (the captcha on the contact and report forms).
import type {} from 'altcha/types/react';
