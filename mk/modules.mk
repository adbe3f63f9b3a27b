# The C modules apart from the core (MODULES in the Makefile) built with
# the sanitizers too, beside the sanitized core, for `make sanitize`.
SAN_MODULE_SOS = $(MODULES:%=$(SAN_BUILD)/hanoi/%.so)

sanitize: $(SAN_MODULE_SOS)

$(SAN_MODULE_SOS): $(SAN_BUILD)/hanoi/%.so: src/%.c Makefile mk/harden.mk
	@mkdir -p $(dir $@)
	$(SAN_CC) $(WARN) $(SAN_FLAGS) -fPIC -I$(LUA_INCDIR) $(LIBFLAG) -o $@ $<
