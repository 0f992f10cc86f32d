/*
 * A stand-in for Jitsi's IFrame API script (external_api.js), served locally to the browser tests in place of
 * 8x8 JaaS or a self-hosted Jitsi (neither can be reached from the test machines). It records what the page
 * gives it (domain, room name, token, name, options) and the commands it runs, and shows a plain frame.
 */
(function () {
  var record = { calls: [], commands: [], listeners: {} };
  window.__jitsiStandIn = record;

  function JitsiMeetExternalAPI(domain, options) {
    var copy = {};
    for (var key in options) if (key !== 'parentNode') copy[key] = options[key];
    record.calls.push({ domain: domain, options: copy });
    this._iframe = document.createElement('iframe');
    this._iframe.src = 'about:blank';
    this._iframe.style.width = '100%';
    this._iframe.style.height = (typeof options.height === 'number' ? options.height + 'px' : options.height) || '720px';
    this._iframe.style.border = '0';
    options.parentNode.appendChild(this._iframe);
  }
  JitsiMeetExternalAPI.prototype.addListener = function (event, listener) {
    (record.listeners[event] = record.listeners[event] || []).push(listener);
  };
  JitsiMeetExternalAPI.prototype.executeCommand = function () {
    record.commands.push(Array.prototype.slice.call(arguments));
  };
  JitsiMeetExternalAPI.prototype.getIFrame = function () {
    return this._iframe;
  };
  JitsiMeetExternalAPI.prototype.dispose = function () {
    this._iframe.remove();
  };
  /** Lets a test play Jitsi's side: fire('videoConferenceJoined'). */
  record.fire = function (event) {
    (record.listeners[event] || []).forEach(function (listener) {
      listener();
    });
  };
  window.JitsiMeetExternalAPI = JitsiMeetExternalAPI;
})();
