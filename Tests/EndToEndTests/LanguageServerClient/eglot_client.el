;;; eglot_client.el --- Emacs's Eglot drives `l10nc lsp' -*- lexical-binding: t -*-
;; Eglot (Debian's elpa-eglot, 1.9 on Emacs 28) opens a resource file of a project, waits
;; for the server's diagnostics, runs the quick fix of the `yaml11-scalar' finding through
;; its own code-action command (which applies the workspace edit) and saves the file.
;; Run in batch by test_eglot.py:
;;   L10NC_BINARY=... L10NC_PROJECT=... L10NC_FILE=... L10NC_RESULT=... \
;;     emacs --batch -l eglot_client.el
;; The result file holds one JSON object: the diagnostics seen and the action applied.
(require 'package)
(package-initialize) ; Debian's elpa packages (eglot, and the project.el it needs)
(require 'eglot)
(require 'json)

(defvar l10nc-binary (getenv "L10NC_BINARY"))
(defvar l10nc-project (file-name-as-directory (getenv "L10NC_PROJECT")))
(defvar l10nc-file (getenv "L10NC_FILE"))
(defvar l10nc-result (getenv "L10NC_RESULT"))
(defvar l10nc-diagnostics nil "The diagnostics last published for `l10nc-file'.")

(defun l10nc-finish (result)
  (with-temp-file l10nc-result (insert (json-encode result)))
  (kill-emacs 0))

;; Emacs 28 has no YAML mode: a mode of our own, which Eglot maps to the server.
(define-derived-mode l10nc-yaml-mode prog-mode "l10nc-YAML")
(add-to-list 'eglot-server-programs `(l10nc-yaml-mode . (,l10nc-binary "lsp")))
;; The fixture is no version-controlled project: its folder is the project.
(add-hook 'project-find-functions (lambda (_dir) (cons 'transient l10nc-project)))
(advice-add 'eglot-handle-notification :before
            (lambda (_server method &rest params)
              (when (and (eq method 'textDocument/publishDiagnostics)
                         (file-equal-p (eglot--uri-to-path (plist-get params :uri)) l10nc-file))
                (setq l10nc-diagnostics (append (plist-get params :diagnostics) nil)))))

(condition-case failure
    (progn
      (find-file l10nc-file)
      (l10nc-yaml-mode)
      (flymake-mode 1)
      (eglot '(l10nc-yaml-mode) (project-current) 'eglot-lsp-server
             (list l10nc-binary "lsp") "yaml")
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
          (eglot-shutdown (eglot-current-server))
          (l10nc-finish `((diagnostics . ,(vconcat seen))
                          (applied . ,(plist-get (car actions) :title))
                          (actions . ,(length actions)))))))
  (error (l10nc-finish `((error . ,(error-message-string failure))))))
