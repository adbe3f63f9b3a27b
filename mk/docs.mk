# The API reference: `make docs` writes it to docs/api/ from the doc
# comments of src/ and lua/ (config.ld), with LDoc (the Debian package
# lua-ldoc, installed here when missing). spec/docs/ldoc_spec.lua runs LDoc
# too, hence the packages in DEB_PACKAGES.
DEB_PACKAGES += lua-ldoc lua-markdown

.PHONY: docs
docs:
	@sh tools/deps.sh lua-ldoc lua-markdown
	ldoc -c config.ld .
