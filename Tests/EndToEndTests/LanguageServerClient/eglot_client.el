;;; eglot_client.el --- Emacs's Eglot, set up as docs/editors.md says, drives `l10nc lsp' -*- lexical-binding: t -*-
;; The documented block is loaded as the user's init file (L10NC_INIT), after the packages are
;; activated as Emacs does before it reads init.el: Debian's elpa-eglot (1.9 on Emacs 28) and
;; elpa-yaml-mode. This script then plays the user: it opens a resource file of a project (a git
;; repository), lets the block's `eglot-ensure' start the server, waits for the server's
;; diagnostics, runs the quick fix of the `yaml11-scalar' finding through Eglot's own
;; code-action command (which applies the workspace edit) and saves the file.
;; Run in batch by test_eglot.py, with `l10nc' on PATH as the block expects:
;;   L10NC_INIT=... L10NC_PROJECT=... L10NC_FILE=... L10NC_RESULT=... \
;;     emacs --batch -l eglot_client.el
;; The result file holds one JSON object: the buffer's mode, the server's command and root, the
;; diagnostics seen and the action applied.
(require 'package)
;; What Emacs does before it reads init.el, which --batch skips.
(package-initialize)
(require 'json)

(defvar l10nc-project (file-name-as-directory (getenv "L10NC_PROJECT")))
(defvar l10nc-file (getenv "L10NC_FILE"))
(defvar l10nc-result (getenv "L10NC_RESULT"))
(defvar l10nc-diagnostics nil "The diagnostics last published for `l10nc-file'.")

(defun l10nc-finish (result)
  (with-temp-file l10nc-result (insert (json-encode result)))
  (kill-emacs 0))

(defun l10nc-record-diagnostics (_server method &rest params)
  (when (and (eq method 'textDocument/publishDiagnostics)
             (file-equal-p (eglot--uri-to-path (plist-get params :uri)) l10nc-file))
    (setq l10nc-diagnostics (append (plist-get params :diagnostics) nil))))

(condition-case failure
    (progn
      (load (getenv "L10NC_INIT") nil t)
      (require 'eglot)
      (advice-add 'eglot-handle-notification :before #'l10nc-record-diagnostics)
      (find-file l10nc-file)
      (unless (eq major-mode 'yaml-mode)
        (l10nc-finish `((error . ,(format "%s opened in %s, not yaml-mode" l10nc-file major-mode)))))
      ;; `eglot-ensure' connects from `post-command-hook', once the command that opened the file
      ;; is over; batch mode has no command loop, so run the hook as it would.
      (run-hooks 'post-command-hook)
      (unless (eglot-current-server)
        (l10nc-finish '((error . "the documented set-up started no Eglot server"))))
      (with-timeout (60 (l10nc-finish '((error . "no diagnostics arrived"))))
        (while (null l10nc-diagnostics) (accept-process-output nil 0.1)))
      (let* ((seen (mapcar (lambda (d) `((code . ,(plist-get d :code))
                                         (line . ,(plist-get (plist-get (plist-get d :range) :start) :line))
                                         (message . ,(plist-get d :message))))
                           l10nc-diagnostics))
             (target (seq-find (lambda (d) (equal (plist-get d :code) "yaml11-scalar")) l10nc-diagnostics)))
        (unless target (l10nc-finish `((error . "no yaml11-scalar diagnostic") (diagnostics . ,seen))))
        (let* ((range (plist-get target :range))
               (beg (eglot--lsp-position-to-point (plist-get range :start)))
               (end (eglot--lsp-position-to-point (plist-get range :end)))
               (actions (eglot-code-actions beg end "quickfix")))
          (unless actions (l10nc-finish `((error . "no code action") (diagnostics . ,seen))))
          (let ((before (buffer-string)))
            ;; Eglot's own command: with one action of the kind asked for, it runs it.
            (eglot-code-actions beg end (plist-get (car actions) :kind) t)
            (when (equal before (buffer-string))
              (l10nc-finish `((error . "the action changed nothing") (diagnostics . ,seen)))))
          (save-buffer)
          (let* ((server (eglot-current-server))
                 (command (vconcat (process-command (jsonrpc--process server))))
                 (root (expand-file-name (project-root (eglot--project server)))))
            (eglot-shutdown server)
            (l10nc-finish `((mode . ,(symbol-name major-mode))
                            (command . ,command)
                            (root . ,root)
                            (diagnostics . ,(vconcat seen))
                            (applied . ,(plist-get (car actions) :title))
                            (actions . ,(length actions))))))))))
  (error (l10nc-finish `((error . ,(error-message-string failure))))))
