import { mount } from 'svelte';
import './styles/theme.css';
import App from './App.svelte';

// Pick the system's colour scheme before the first paint; App keeps it in step with the settings.
document.documentElement.dataset.theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

const target = document.getElementById('app');
if (!target) throw new Error('#app is missing from index.html');

export default mount(App, { target });
