// A partner page needs no build: it loads the portal's embed loader and tells it who is signed
// in. Here the portal token and community come in the address (#token=…&community=…), and a
// local portal on another port may be named with ?portal=http://localhost:<port>.
const given = new URLSearchParams(window.location.hash.slice(1));
const token = given.get('token');
const community = given.get('community');
const named = new URLSearchParams(window.location.search).get('portal');
const portal = /^http:\/\/(localhost|127\.0\.0\.1):\d{1,5}$/.test(named ?? '')
  ? named
  : 'http://localhost:3000';

if (!token || !community) {
  document.getElementById('sign-in-needed').hidden = false;
} else {
  const loader = document.createElement('script');
  loader.src = `${portal}/embed.js`;
  loader.onload = () => {
    window.PortalEmbed.configure({ community, getToken: () => token });
  };
  document.head.append(loader);
}
